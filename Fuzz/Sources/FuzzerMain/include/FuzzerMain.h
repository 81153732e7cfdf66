#ifndef FUZZER_MAIN_H
#define FUZZER_MAIN_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer's driver with the command line and the process's
/// `LLVMFuzzerTestOneInput`; returns the driver's exit status.
int FuzzerMainRun(int argc, char **argv);

#endif

#include "FuzzerMain.h"

// libFuzzer's own `main` is not linked into a SwiftPM executable on Linux (the executable
// has its own), so the Swift `main` calls this, which hands the command line to the driver
// with the target's callback. Both functions are libFuzzer's documented entry points.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int FuzzerMainRun(int argc, char **argv) {
  return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}

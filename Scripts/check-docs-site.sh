#!/usr/bin/env bash
# Checks the documentation site that Scripts/build-docs.sh wrote, by reading the archive's
# render JSON (nothing to install, no browser): fails when one of the library modules has
# no page or no abstract, when a guide of Docs/ has no article or the landing page's topics
# do not link it, or when a page is marked deprecated without a reason of its own
# (`@available(*, deprecated, message: …)`). The checks are Scripts/DocsSite.swift's `check`.
#
#   Scripts/check-docs-site.sh [ARCHIVE]     default: .build/docs/Decoding.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."
archive="${1:-.build/docs/Decoding.doccarchive}"
tool=.build/docs/DocsSite
if [ ! -x "$tool" ] || [ Scripts/DocsSite.swift -nt "$tool" ]; then
  mkdir -p "$(dirname "$tool")"
  swiftc -O Scripts/DocsSite.swift -o "$tool"
fi
"$tool" check "$archive" Docs

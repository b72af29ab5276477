#!/usr/bin/env bash
# Copies the parser sources Flex and Bison generated in ./build into .carry/gen, for a
# machine without them (scripts/device-build.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .carry/gen
cp build/generated/parser.cpp build/generated/parser.hpp build/generated/lexer.cpp .carry/gen/

// The entry point of stenciltune-check (harness/check_tool.h). Built as its own
// executable, so the top-level CMakeLists.txt keeps this file out of the library.
#include <iostream>
#include <string>
#include <vector>

#include "harness/check_tool.h"

int main(int argc, char** argv) {
  return st::run_check_tool(std::vector<std::string>(argv + 1, argv + argc), std::cout, std::cerr);
}

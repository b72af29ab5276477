// stenciltune-check, a helper for tests that make a variant with the command line
// (tests/cases/*.sh): it checks a compiled variant of one stencil against the user's
// original through the check harness, as the tuner does. Not installed for users.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace st {

// stenciltune-check FILE --variant=OBJECT [--symbol=NAME] [--by-reference]
//                   [--size=NXxNY[xNZ]] [--seed=N] [--keep]
// Returns the exit status: 0 the variant passed, 1 it did not (or a tool failed),
// 2 a usage or input mistake, 3 an internal error.
int run_check_tool(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace st

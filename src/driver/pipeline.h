// The pipeline of DESIGN.md in order: parse, check and analyse, transform, emit (and,
// as later stages land, tune, bound, package, report). The driver is the only place
// that knows the order; --emit stops after any stage.
#pragma once

#include <iosfwd>

#include "driver/options.h"

namespace st {

// Runs the command; returns the exit status. Throws UserError / InternalError.
int run_pipeline(const Options& options, std::ostream& out, std::ostream& err);

}  // namespace st

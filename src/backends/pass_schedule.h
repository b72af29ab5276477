// The passes of a time loop blocked over time, printed alike by the CPU and the CUDA
// generators and by the CUDA library's split over several GPUs (so that each runs the
// same passes, with the same bits): at most BT steps a pass, full passes first. Each
// pass reads one copy of the grids the loop writes and writes the other, so an odd
// number of passes leaves the result in the second copy, to be copied back whole. Where
// the passes would be odd and the last would run two or more steps, that last pass runs
// as two shorter ones instead, so that they are even; where the last would run a single
// step, the library's entry runs that step nest by nest (peel_condition below;
// package/package_dispatch.h, peeled_part).
#pragma once

#include <string>

namespace st {

// C code, each line after `indent`, declaring `int st_halve`: 1 where `steps` (a
// ptrdiff_t expression of the steps to run) makes an odd number of passes of at most
// `bt` steps whose last runs two or more.
std::string pass_halving_declaration(int bt, const std::string& steps, const std::string& indent);

// The C condition (0 or 1) under which an entry peels a last single step off `steps`
// steps of `bt` a pass: the passes would be odd in number and the last of one step.
std::string peel_condition(const std::string& steps, int bt);

// A C statement, after `indent`, for the top of the pass loop once `now` (an lvalue) holds
// min(st_left, bt): the last pass halved where st_halve says, once.
std::string pass_halving_statement(int bt, const std::string& now, const std::string& indent);

}  // namespace st

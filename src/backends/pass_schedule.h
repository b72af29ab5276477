// The passes of a time loop blocked over time, printed alike by the CPU and the CUDA
// generators and by the CUDA library's split over several GPUs (so that each runs the
// same passes, with the same bits): at most BT steps a pass, full passes first. Each
// pass reads one copy of the grids the loop writes and writes the other, so an odd
// number of passes leaves the result in the second copy, to be copied back whole. Where
// the passes would be odd and the last would run two or more steps, that last pass runs
// as two shorter ones instead, so that they are even; where the last would run a single
// step (on the CPU, one or two steps), the library's entry runs those steps nest by nest
// (peel_condition and cpu_peeled_steps below; package/package_dispatch.h, peeled_part).
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

// The C expression (a ptrdiff_t) of the last steps the CPU library's entry runs nest by
// nest out of `steps` steps of `bt` a pass: where the passes would be odd in number and
// the last of one or two steps, that last pass's steps; else 0. The passes left are then
// an even number of whole passes. A pass of one step costs the CPU more than a step nest
// by nest (it computes the same points through the blocked tiles, into the second copy),
// so the two 1-step passes that halving a last pass of two would make run as two steps
// nest by nest instead (bench/results/cpu-2core-amd-epyc/blocked-passes-2026-11-29).
// On the GPU two passes of one step beat two steps of the nests (bench/results/
// nvidia-h200/peeled-steps-2026-11-28): the CUDA entries keep peel_condition.
std::string cpu_peeled_steps(const std::string& steps, int bt);

// A C statement, after `indent`, for the top of the pass loop once `now` (an lvalue) holds
// min(st_left, bt): the last pass halved where st_halve says, once.
std::string pass_halving_statement(int bt, const std::string& now, const std::string& indent);

}  // namespace st

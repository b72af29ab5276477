// The entry of a packaged subroutine: the C function with the original's name, its
// first-touch companion and gfortran's by-reference symbol, all of which pick the
// variant tuned for the size nearest to the call's and run its parts in order.
//
// "Nearest" is measured on the size arguments (the integer dummies that bound the
// loops: nx, ny, nz) in log space: the variant whose tuned values t minimise
// sum over the size arguments of (ln max(called, 1) - ln t)^2; a tie goes to the size
// tuned first. So 100 is nearer 128 than 64, and the shape counts as well as the
// number of points.
#pragma once

#include <string>
#include <vector>

#include "backends/c/c_backend.h"
#include "package/package.h"

namespace st {

// The symbol of part `part` of variant `variant` (both from 0): NAME_size1 for a
// variant of the whole subroutine, NAME_size1_nest2 for its second nest.
std::string part_symbol(const PackagedKernel& kernel, size_t variant, size_t part);

// Variant `variant`'s time loop blocked over time with its nests' own parts beside it:
// its one part (steps_per_pass > 1), or null. Its entry runs the passes through the
// part's SYMBOL_steps (CPU) or SYMBOL_steps_device (CUDA), and where the passes would
// be odd in number and end in a single step (the result left in the second copy of the
// grids, to be copied back whole), that step nest by nest on the caller's arrays, each
// nest part compiled as NAME_sizeV_nestN; on the CPU also the two steps of a last pass of
// two (backends/pass_schedule.h, cpu_peeled_steps). So a caller that keeps its time loop
// outside and calls a step (or two) at a time pays what the nests' kernels cost, not
// a pass and a copy.
const PackagedPart* peeled_part(const PackagedKernel& kernel, size_t variant);

// The statements on scalars beside the nests (StencilInfo::scalar_program), which an
// entry runs after the nests: ST_scalars_NAME, a static C function of the scalar
// dummies (an upper-case letter, so that no user name, which the front end lower-cases,
// meets it), its definition for the entry's file and its call from an entry whose
// parameters are `params`; each empty where there are none.
std::string scalar_statements_symbol(const PackagedKernel& kernel);
std::string scalar_statements_source(const PackagedKernel& kernel);
std::string scalar_statements_call(const PackagedKernel& kernel, const std::vector<CParameter>& params,
                                   const std::string& indent);

// For a variant printed on its own (--emit=c|cuda) as `nests` (its NAME, NAME_ and
// NAME_first_touch so named): ST_scalars_NAME and the entries NAME, NAME_first_touch
// and NAME_ that run `nests`, then (NAME) the statements; `cxx`: for a .cu file (C
// linkage, no restrict).
std::string with_scalar_statements_entries(const PackagedKernel& kernel, const std::string& nests, bool cxx = false);

// The symbol of `nest`, one of variant `variant`'s nest parts: NAME_size1_nest2.
std::string nest_part_symbol(const PackagedKernel& kernel, size_t variant, const PackagedPart& nest);

// The size arguments the entry decides by, in the order of the dummies.
std::vector<std::string> size_argument_names(const PackagedKernel& kernel);

// The parameter list of a C function with `params` ("int32_t n, const double *restrict u";
// "void" for none), the dummy named `name` among them, and the size arguments as an
// entry passes them on to NAME_pick ("nx, ny, nz").
std::string parameter_list(const std::vector<CParameter>& params);
const CParameter& parameter(const std::vector<CParameter>& params, const std::string& name);
std::string size_call_arguments(const PackagedKernel& kernel, const std::vector<CParameter>& params);

// The index (from 0) of the variant a call with these size arguments runs, by the rule
// above; `called` follows size_argument_names. The entry's C code computes the same.
size_t nearest_variant(const PackagedKernel& kernel, const std::vector<long long>& called);

// The C source of the entry: NAME, NAME_first_touch, NAME_ and NAME_variant.
std::string kernel_entry_source(const PackagedKernel& kernel);

// For a CUDA kernel (parts printed by the CUDA backend with Entries::Device): the C++
// text, for a .cu file after the host entries, of NAME_variant and NAME_device, which
// launches the chosen variant's parts (PART_device) in order.
std::string kernel_device_entry_source(const PackagedKernel& kernel);

// The three steps of resident mode, NAME_resident_begin, NAME_resident_sync and
// NAME_resident_end, with the original's arguments (the arrays of sync and end not
// const: they copy into them); the CUDA library defines them (host_entries), the CPU
// library as calls that do nothing, so that one caller links against either.
inline const char* const resident_suffixes[] = {"_resident_begin", "_resident_sync", "_resident_end"};

// The declarations of the three and of their gfortran symbols (NAME_resident_begin_,
// every argument by reference), each after a comment saying what it does in `library`
// ("CUDA" or "CPU"); `restrict_spelling` replaces C's restrict (empty: left out).
std::string resident_prototypes(const PackagedKernel& kernel, const std::string& library,
                                const std::string& restrict_spelling);

// The CPU library's definitions of the three and their gfortran symbols: they do nothing.
std::string resident_noop_source(const PackagedKernel& kernel);

// `text` as a C string literal (quotes, backslashes and control characters escaped).
std::string c_string_literal(const std::string& text);

// The prototype of NAME_variant, without the final semicolon.
std::string variant_query_prototype(const PackagedKernel& kernel);

}  // namespace st

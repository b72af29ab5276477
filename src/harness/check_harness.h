// The check harness: a C program that runs one variant and the reference (the user's
// own subroutine compiled by gfortran) on the same random data and compares everything
// they leave in the arrays (the rule is in runtime/check_main.c, its fixed part). It is
// how every variant the tuner times, and every backend in the differential test, is
// proven against the original.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/ast.h"

namespace st {

enum class CallingConvention {
  CByValue,            // the C function emit_c defines: read-only scalars by value
  FortranByReference,  // gfortran's: every argument by reference
};

struct CheckHarnessOptions {
  // The reference: the original compiled by gfortran, its symbol renamed (see
  // fortran_symbol) so that it links beside a variant's own Fortran entry.
  std::string reference_symbol;
  // The variant, and how to call it.
  std::string variant_symbol;
  CallingConvention variant_convention = CallingConvention::CByValue;
  // Values of the integer scalar arguments (the problem size). The program takes
  // NAME=VALUE (and seed=N) arguments that override them; integers not given here
  // default to 3.
  std::map<std::string, long long> integer_arguments;
  // Called (with the variant's convention) on the variant's arrays right after they
  // are allocated and before they are filled, so that their pages are placed as the
  // variant computes them (NUMA first touch). Empty: the harness's thread places them.
  std::string first_touch_symbol;
  // When the check passes: one warm-up call and this many timed calls of the variant,
  // printed as "time: median=S min=S max=S reps=N" (seconds). 0: check only.
  int timing_repetitions = 0;
  // When set, the timing is this function's (by-value convention, the repetitions
  // first): it prints the "time: ..." line itself (the CUDA variants' event timer).
  std::string timing_symbol;
  // The timer fills its own device buffers when handed null arrays (the CUDA timer): a
  // run that only times (check.verify=0) then allocates and fills no host arrays unless
  // check.host=1 asks for them (to time the copies too).
  bool timer_fills_device = false;
  // Called at the end of every job when set: gives back what the variant's timer keeps
  // between calls (the CUDA timer's device buffers), so that a program running many
  // variants holds one variant's buffers at a time.
  std::string release_symbol;
  // More variants in the same program (a batch, harness/batch_run.h), each with the
  // first one's convention: variant K + 1 of the program is more_variants[K]. A job picks
  // its variant with check.variant=K; the reference runs once per job.
  struct Variant {
    std::string variant_symbol, timing_symbol, release_symbol;
  };
  std::vector<Variant> more_variants;
};

// The C source of the check program for `original`, the user's subroutine as parsed
// (or as completed from a bare nest). It declares both functions and links with their
// objects; the magnitudes it scales the tolerance by come from magnitude_subroutine.
std::string generate_check_harness(const ast::Subroutine& original, const SymbolTable& symbols,
                                   const CheckHarnessOptions& options);

// A program that times several variants, each already proven by the check, side by side
// (Evaluator::time_interleaved): every variant gets arrays of its own, filled with the
// same data and placed by its first-touch entry where it has one; one warm-up call of
// each, then `rounds` rounds of one timed call of each in turn (A B C A B C ...). Each
// timed call prints a "time: ..." line, in that order. A variant whose fastest call so
// far is a short one (check_main.c, ST_SHORT_CALL_SECONDS) is timed after a pause that
// lets the other variants' pools fall asleep and one untimed call of its own. With timers (the CUDA variants'), a call
// is the variant's timer given null arrays: it fills its own device buffers, times
// `timer_repetitions` launches and prints the line itself. The program's own names all
// have an upper-case letter (ST_...), so that no user name, which the front end
// lower-cases, can meet them.
struct ComparisonHarnessOptions {
  std::vector<std::string> variant_symbols;      // the by-value convention
  std::vector<std::string> first_touch_symbols;  // none, or one per variant (empty: none)
  std::vector<std::string> timing_symbols;       // none, or one per variant
  int timer_repetitions = 5;
  std::map<std::string, long long> integer_arguments;  // as CheckHarnessOptions
  int rounds = 5;
};

std::string generate_comparison_harness(const ast::Subroutine& original, const SymbolTable& symbols,
                                        const ComparisonHarnessOptions& options);

// The value a check program gives an integer dummy that neither the size nor its
// arguments set (a time loop's step count, where nothing else sets it).
constexpr long long check_default_integer = 3;

// The integer arguments for a problem size: the dummy that bounds the loops over grid
// dimension d (nx in `do i = 1, nx`) gets size[d].
std::map<std::string, long long> size_arguments(const StencilInfo& info, const std::vector<long long>& size);

// The symbol gfortran gives a subroutine: its name in lower case and an underscore.
std::string fortran_symbol(const std::string& subroutine);

}  // namespace st

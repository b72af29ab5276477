#include "driver/options.h"

#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <limits>

#include "frontend/diagnostics.h"
#include "roofline/cuda_arch.h"
#include "support/param_assignment.h"

namespace st {

std::string usage_text() {
  return R"(usage: stenciltune FILE [options]
       stenciltune roofline [--target=cpu|cuda] [--fresh]

Turns a sequential Fortran-95 stencil loop nest into a tuned, validated kernel.

  --target=cpu|cuda|c|fortran|auto  what to tune for (default auto: cuda when a GPU is present, else cpu)
  --size=NX[xNY[xNZ]]               problem size to tune for; may be given several times
  -o, --out=DIR                     output folder (default ./stenciltune-out/NAME)
  --emit=ast|info|c|fortran|cuda    print one stage to standard output and stop
  --param NAME=VALUE                fix a tuning parameter (repeatable); with --emit, picks the variant printed
                                    (CX CY CZ core blocks, RX RY RZ register blocks, SIMPLIFY CSE LINEARISE REASSOC)
  --search=auto|exhaustive|random|hill
  --budget=SECONDS                  wall-clock budget for the search
  --max-variants=N
  --threads=N                       CPU threads (default: every core)
  --steps=N                         the steps a time loop blocked over time is timed for (default 12)
  --ranks=PX[xPY[xPZ]]              also build the MPI entry (libNAME_mpi.a) and check it under mpiexec on
                                    this rank grid, against the serial library (CPU target)
  --no-tune                         package the strategy's default variant without timing
  --reduction=ordered|either        how a reduction may be summed: only in a fixed order that gives the same
                                    bits for any thread count (default), or also in SIMD lanes where faster
                                    (the same bits from run to run too); --param REDUCE=0|1 fixes it
  --cuda-arch=sm_NN                 the GPU architecture to build for (sm_70 or later). With --no-tune,
                                    no device is probed: the CUDA library is built for sm_NN on a machine
                                    without a GPU, keeping to the limits CUDA guarantees for every device
                                    of compute capability 7.0+. When tuning, it must be the probed GPU's.
  --fresh                           ignore earlier measurements in the tuning database
  -q, -v, --help, --version

Exit status: 0 done; 1 no valid variant or a tool failed; 2 bad input or usage; 3 internal error.
)";
}

namespace {

[[noreturn]] void usage_error(const std::string& message) { throw UserError(message + " (see 'stenciltune --help')"); }

long long parse_integer(const std::string& option, const std::string& text, long long min_value,
                        long long max_value = std::numeric_limits<long long>::max()) {
  errno = 0;
  char* end = nullptr;
  long long v = std::strtoll(text.c_str(), &end, 10);
  if (text.empty() || *end != '\0' || errno == ERANGE)
    usage_error(option + " needs a whole number, not '" + text + "'");
  if (v < min_value) usage_error(option + " must be at least " + std::to_string(min_value) + ", not " + text);
  if (v > max_value) usage_error(option + " must be at most " + std::to_string(max_value) + ", not " + text);
  return v;
}

ProblemSize parse_size(const std::string& text, const char* option = "--size") {
  ProblemSize size;
  size_t start = 0;
  while (true) {
    size_t x = text.find_first_of("xX", start);
    std::string part = text.substr(start, x == std::string::npos ? std::string::npos : x - start);
    size.extents.push_back(parse_integer(option, part, 1));
    if (x == std::string::npos) break;
    start = x + 1;
  }
  if (size.extents.size() > 3) usage_error(std::string(option) + " takes at most three counts, NXxNYxNZ");
  return size;
}

}  // namespace

Options parse_options(const std::vector<std::string>& args) {
  Options o;
  bool file_seen = false;
  for (size_t i = 0; i < args.size(); ++i) {
    std::string arg = args[i];
    std::string name = arg, value;
    bool has_value = false;
    if (arg.rfind("--", 0) == 0) {
      size_t eq = arg.find('=');
      if (eq != std::string::npos) {
        name = arg.substr(0, eq);
        value = arg.substr(eq + 1);
        has_value = true;
      }
    }
    auto take_value = [&]() -> std::string {
      if (has_value) return value;
      if (i + 1 >= args.size()) usage_error(name + " needs a value");
      return args[++i];
    };
    if (name == "--help" || name == "-h") {
      o.command = Options::Command::Help;
      return o;
    }
    if (name == "--version") {
      o.command = Options::Command::Version;
      return o;
    }
    if (name == "--target") {
      std::string v = take_value();
      if (v == "auto")
        o.target = Target::Auto;
      else if (v == "cpu")
        o.target = Target::Cpu;
      else if (v == "cuda")
        o.target = Target::Cuda;
      else if (v == "c")
        o.target = Target::C;
      else if (v == "fortran")
        o.target = Target::Fortran;
      else
        usage_error("unknown target '" + v + "': expected cpu, cuda, c, fortran or auto");
    } else if (name == "--size") {
      o.sizes.push_back(parse_size(take_value()));
    } else if (name == "-o" || name == "--out") {
      o.out_dir = take_value();
      if (o.out_dir.empty()) usage_error("--out needs a folder name");
    } else if (name == "--emit") {
      std::string v = take_value();
      if (v == "ast")
        o.emit = Emit::Ast;
      else if (v == "info")
        o.emit = Emit::Info;
      else if (v == "c")
        o.emit = Emit::C;
      else if (v == "fortran")
        o.emit = Emit::Fortran;
      else if (v == "cuda")
        o.emit = Emit::Cuda;
      else
        usage_error("unknown stage '" + v + "' for --emit: expected ast, info, c, fortran or cuda");
    } else if (name == "--param") {
      std::string v = take_value();
      parse_param(v);  // a malformed assignment is refused before the input is read
      o.params.push_back(v);
    } else if (name == "--search") {
      std::string v = take_value();
      if (v == "auto")
        o.search = Search::Auto;
      else if (v == "exhaustive")
        o.search = Search::Exhaustive;
      else if (v == "random")
        o.search = Search::Random;
      else if (v == "hill")
        o.search = Search::Hill;
      else
        usage_error("unknown search '" + v + "': expected auto, exhaustive, random or hill");
    } else if (name == "--budget") {
      std::string v = take_value();
      errno = 0;
      char* end = nullptr;
      double b = std::strtod(v.c_str(), &end);
      if (v.empty() || *end != '\0' || errno == ERANGE || !(b > 0))
        usage_error("--budget needs a positive number of seconds, not '" + v + "'");
      o.budget_seconds = b;
    } else if (name == "--max-variants") {
      o.max_variants = parse_integer("--max-variants", take_value(), 1);
    } else if (name == "--ranks") {
      o.ranks.clear();
      for (long long r : parse_size(take_value(), "--ranks").extents) {
        if (r > 4096) usage_error("--ranks: at most 4096 ranks along a dimension");
        o.ranks.push_back(static_cast<int>(r));
      }
    } else if (name == "--steps") {
      // The timed call's step count goes into the subroutine's step argument, a default
      // (32-bit) integer in most solvers: more would wrap around to no steps at all.
      o.steps = parse_integer("--steps", take_value(), 2, std::numeric_limits<int32_t>::max());
    } else if (name == "--threads") {
      o.threads = static_cast<int>(parse_integer("--threads", take_value(), 1, 4096));
    } else if (name == "--cuda-arch") {
      o.cuda_arch = parse_cuda_arch(take_value()).name;
    } else if (name == "--reduction") {
      std::string v = take_value();
      if (v == "either")
        o.reduction_either = true;
      else if (v != "ordered")
        usage_error("unknown reduction order '" + v + "': expected ordered or either");
    } else if (name == "--no-tune") {
      o.no_tune = true;
    } else if (name == "--fresh") {
      o.fresh = true;
    } else if (name == "-q" || name == "--quiet") {
      o.verbosity = 0;
    } else if (name == "-v" || name == "--verbose") {
      o.verbosity = 2;
    } else if (arg == "roofline" && !file_seen && o.command == Options::Command::Tune) {
      o.command = Options::Command::Roofline;
    } else if (!arg.empty() && arg[0] == '-' && arg != "-") {
      usage_error("unknown option '" + arg + "'");
    } else {
      if (file_seen) usage_error("only one input file is accepted, got '" + o.file + "' and '" + arg + "'");
      if (o.command == Options::Command::Roofline) usage_error("'stenciltune roofline' takes no input file");
      o.file = arg;
      file_seen = true;
    }
  }
  if (o.command == Options::Command::Tune && !file_seen) usage_error("no input file");
  return o;
}

}  // namespace st

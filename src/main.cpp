// stenciltune: the command-line entry point. It turns exceptions into the exit
// statuses of DESIGN.md: 1 when the machine let the run down, 2 for the user's
// mistakes, 3 for our own, 128 + N when signal N (SIGINT, SIGTERM) stopped it.
#include <exception>
#include <iostream>
#include <new>
#include <string>
#include <vector>

#include "driver/options.h"
#include "driver/pipeline.h"
#include "frontend/diagnostics.h"
#include "support/environment_error.h"
#include "support/interrupt.h"

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  try {
    st::Options options = st::parse_options(args);
    if (options.command == st::Options::Command::Help) {
      std::cout << st::usage_text();
      return 0;
    }
    if (options.command == st::Options::Command::Version) {
      std::cout << "stenciltune " << STENCILTUNE_VERSION << "\n";
      return 0;
    }
    return st::run_pipeline(options, std::cout, std::cerr);
  } catch (const st::Interrupted& e) {
    std::cerr << "stenciltune: stopped by " << e.signal_name()
              << "; every measurement that finished is kept in tuning.json, and the same command resumes from it\n";
    return e.exit_status();
  } catch (const st::EnvironmentError& e) {
    std::cerr << "stenciltune: error: " << e.what() << "\n";
    return 1;
  } catch (const st::UserError& e) {
    std::cerr << st::format_error(e);
    return 2;
  } catch (const st::InternalError& e) {
    std::cerr << "stenciltune: internal error (a bug in stenciltune, not in your input): " << e.what() << "\n";
    return 3;
  } catch (const std::bad_alloc&) {
    std::cerr << "stenciltune: internal error: out of memory\n";
    return 3;
  } catch (const std::exception& e) {
    std::cerr << "stenciltune: internal error (a bug in stenciltune, not in your input): " << e.what() << "\n";
    return 3;
  }
}

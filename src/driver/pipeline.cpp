#include "driver/pipeline.h"

#include <ostream>

#include "analysis/bare_nest.h"
#include "analysis/info_json.h"
#include "analysis/info_text.h"
#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/printer.h"
#include "frontend/diagnostics.h"
#include "frontend/parse_driver.h"

namespace st {

namespace {

// One subroutine after the check-and-analyse stage.
struct Analysed {
  ast::Subroutine sub;
  SymbolTable symbols;
  StencilInfo info;
};

Analysed analyse_subroutine(const ast::Subroutine& parsed) {
  Analysed a;
  a.sub = complete_bare_nest(parsed);
  a.symbols = build_symbols(a.sub);
  a.info = analyse(a.sub, a.symbols);
  return a;
}

}  // namespace

int run_pipeline(const Options& options, std::ostream& out, std::ostream& err) {
  if (options.command == Options::Command::Roofline) {
    throw UserError("'stenciltune roofline' is not available in this build yet");
  }
  ast::Unit unit = parse_file(options.file);
  if (options.emit == Emit::Ast) {
    out << ast::dump(unit);
    return 0;
  }

  std::vector<Analysed> analysed;
  for (const ast::Subroutine& sub : unit.subroutines) analysed.push_back(analyse_subroutine(sub));
  if (options.emit == Emit::Info) {
    nlohmann::ordered_json j;
    j["stenciltune_info_version"] = 1;
    j["file"] = options.file;
    j["subroutines"] = nlohmann::ordered_json::array();
    for (const Analysed& a : analysed) j["subroutines"].push_back(to_json(a.info));
    out << j.dump(2) << "\n";
    return 0;
  }
  if (options.emit == Emit::C || options.emit == Emit::Fortran || options.emit == Emit::Cuda) {
    throw UserError("--emit=c, --emit=fortran and --emit=cuda are not available in this build yet");
  }

  for (const Analysed& a : analysed) out << to_text(a.info);
  if (options.verbosity > 0) {
    err << "stenciltune: tuning is not available in this build yet; this run stopped after the analysis\n";
  }
  return 0;
}

}  // namespace st

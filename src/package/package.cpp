#include "package/package.h"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>

#include "ast/printer.h"
#include "backends/c/c_backend.h"
#include "backends/c_names.h"
#include "frontend/diagnostics.h"
#include "frontend/intrinsic_modules.h"
#include "harness/process.h"
#include "package/package_dispatch.h"
#include "support/atomic_file.h"
#include "support/environment_error.h"
#include "transforms/fresh_names.h"

namespace st {

namespace {

// Replaces every whole word `word` in `text` by `by`.
std::string replace_word(std::string text, const std::string& word, const std::string& by) {
  auto is_ident = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  size_t at = 0;
  while ((at = text.find(word, at)) != std::string::npos) {
    bool start = at == 0 || !is_ident(text[at - 1]);
    bool end = at + word.size() >= text.size() || !is_ident(text[at + word.size()]);
    if (start && end) {
      text.replace(at, word.size(), by);
      at += by.size();
    } else {
      at += word.size();
    }
  }
  return text;
}

std::string shape_text(const Symbol& s) {
  std::string text = "(";
  for (size_t d = 0; d < s.dims.size(); ++d) {
    if (d) text += ", ";
    text += (s.dims[d].lower ? ast::to_fortran(s.dims[d].lower) : "1") + ":" + ast::to_fortran(s.dims[d].upper);
  }
  return text + ")";
}

std::string size_text(const std::vector<long long>& extents) {
  std::string s;
  for (size_t i = 0; i < extents.size(); ++i) s += (i ? "x" : "") + std::to_string(extents[i]);
  return s;
}

// iso_c_binding's kinds as the module names them: each under its own name, unless a
// kernel or one of its dummy arguments has that name (Fortran names are the user's, and
// the front end lower-cases them); then renamed on use to a fresh one.
struct CKindNames {
  std::string int32, int64, float32, float64, c_int;
};

CKindNames c_kind_names(const PackageRequest& request, NameSet taken = {}) {
  for (const PackagedKernel& k : request.kernels) {
    for (const char* suffix : {"", "_first_touch", "_variant"}) taken.insert(k.sub->name + suffix);
    for (const char* suffix : resident_suffixes) taken.insert(k.sub->name + suffix);
    for (const std::string& d : k.symbols->dummies()) taken.insert(d);
  }
  CKindNames n;
  n.int32 = fresh_name("c_int32_t", taken);
  n.int64 = fresh_name("c_int64_t", taken);
  n.float32 = fresh_name("c_float", taken);
  n.float64 = fresh_name("c_double", taken);
  n.c_int = fresh_name("c_int", taken);
  return n;
}

std::string fortran_c_kind(ast::ScalarType t, const CKindNames& n) {
  if (t.base == ast::BaseType::Integer) return "integer(" + (t.kind == 8 ? n.int64 : n.int32) + ")";
  return "real(" + (t.kind == 8 ? n.float64 : n.float32) + ")";
}

// The dummies of a subroutine with their symbols, scalars first (array bounds use them).
std::vector<const Symbol*> dummies_scalars_first(const PackagedKernel& k) {
  std::vector<const Symbol*> scalars, arrays;
  for (const std::string& name : k.symbols->dummies()) {
    const Symbol* s = k.symbols->find(name);
    internal_assert(s) << "dummy '" << name << "' has no symbol";
    (s->kind == SymbolKind::Array ? arrays : scalars).push_back(s);
  }
  scalars.insert(scalars.end(), arrays.begin(), arrays.end());
  return scalars;
}

[[noreturn]] void tool_failed(const std::vector<std::string>& argv, const ProcessResult& r) {
  throw EnvironmentError("building the library failed: " + command_line(argv) + " " + r.describe() +
                         (r.err.empty() ? "" : ":\n" + r.err) + (r.out.empty() ? "" : r.out));
}

}  // namespace

std::string macro_prefix(std::string name) {
  for (char& c : name) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    if (!((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))) c = '_';
  }
  return name;
}

std::string tuned_sizes_text(const PackagedKernel& k) {
  std::ostringstream out;
  out << "   Tuned sizes (" << k.variants.size() << "), and the variant a call nearest each runs:\n";
  for (size_t v = 0; v < k.variants.size(); ++v) {
    const PackagedVariant& variant = k.variants[v];
    out << "     variant " << v + 1 << ": " << size_text(variant.size);
    std::string args;
    for (const auto& [arg, value] : variant.size_arguments)
      args += (args.empty() ? "" : " ") + arg + "=" + std::to_string(value);
    if (!args.empty()) out << " (" << args << ")";
    out << "\n";
    for (size_t p = 0; p < variant.parts.size(); ++p) {
      const PackagedPart& part = variant.parts[p];
      out << "       " << (part.nest >= 0 ? "nest " + std::to_string(part.nest + 1) + ": " : "") << part.target << " "
          << part.parameters << "  [" << part_symbol(k, v, p) << "]\n";
    }
  }
  // What a reduction's result is, for the caller who compares runs.
  for (const NestInfo& nest : k.info ? k.info->nests : std::vector<NestInfo>{}) {
    for (const ReductionInfo& r : nest.reductions) {
      const std::string& into = r.stored_into.empty() ? r.var : r.stored_into;
      ast::ScalarType acc = accumulator_type(r);
      out << "   Reduction " << r.var << (into == r.var ? "" : " (returned in " + into + ")") << ": the "
          << reduction_op_name(r.op) << " of " << ast::type_name(r.type) << " values"
          << (acc == r.type ? "" : ", accumulated in " + ast::type_name(acc) + " and rounded once") << ", "
          << (r.initial ? "from " + ast::to_fortran(r.initial) : "from the value the caller passes in") << ";\n"
          << "     partials combined in a fixed order, no atomics: the same bits from call to call.\n";
    }
  }
  return out.str();
}

std::string package_header(const PackageRequest& request) {
  std::string guard = macro_prefix(request.name) + "_H";
  std::string restrict_macro = macro_prefix(request.name) + "_RESTRICT";
  std::ostringstream out;
  out << "/* " << request.name << ".h: the tuned kernels of " << request.origin << ", built by stenciltune "
      << STENCILTUNE_VERSION << ".\n\n"
      << "   Link with: -l" << request.name;
  for (const std::string& l : request.link_libraries) out << " " << l;
  out << "  (or pkg-config " << request.name << ", or CMake find_package(" << request.name << "))\n\n"
      << "   Arrays keep the layout of the original Fortran: column-major (the first index varies\n"
      << "   fastest) with the declared lower bounds, so element u(i,j,k) of an array declared\n"
      << "   u(l1:h1, l2:h2, l3:h3) is u[(i-l1) + (h1-l1+1)*((j-l2) + (h2-l2+1)*(k-l3))].\n"
      << "   Integers are Fortran's default integer (int32_t), reals real(8) = double, real(4) = float.\n\n"
      << "   Sizes: every function computes correctly at any size. A subroutine tuned at several\n"
      << "   sizes holds one variant per size; each call runs the variant tuned for the nearest\n"
      << "   size: the one whose size arguments t minimise the sum, over the size arguments, of\n"
      << "   (ln max(called, 1) - ln t)^2 (a tie goes to the size tuned first). NAME_variant\n"
      << "   says which one a call with given sizes runs.\n\n"
      << "   Threads: a variant of several threads runs on a pool that it starts on its first call\n"
      << "   and keeps; the calling thread takes part as thread 0 and is pinned to the first core.\n"
      << "   A variant of one thread runs on the calling thread alone and leaves its affinity as\n"
      << "   it is. Calls from several threads at once are safe; calls that run the same variant\n"
      << "   are run one after another.\n"
      << "   NAME_first_touch zeroes the arrays in the placement the kernel uses (each page on the\n"
      << "   NUMA node of the thread that computes it): call it right after allocating, before\n"
      << "   filling the arrays, for the best performance on NUMA machines.\n\n"
      << "   The library also defines NAME_sizeS and NAME_sizeS_nestN (the variants the entries\n"
      << "   call; their source is in src/): leave those names free. */\n";
  out << "#ifndef " << guard << "\n#define " << guard << "\n\n#include <stdint.h>\n\n";
  out << "#ifdef __cplusplus\n#define " << restrict_macro << " __restrict\nextern \"C\" {\n#else\n#define "
      << restrict_macro << " restrict\n#endif\n\n";
  for (const PackagedKernel& k : request.kernels) {
    const std::string& name = k.sub->name;
    out << "/* " << name << ": " << k.description << "\n   Arguments, in the order of the original subroutine:\n";
    for (const std::string& dummy : k.symbols->dummies()) {
      const Symbol& s = *k.symbols->find(dummy);
      out << "     " << dummy << ": " << ast::type_name(s.type);
      if (s.kind == SymbolKind::Array) out << " array" << shape_text(s);
      if (s.intent != ast::Intent::None) out << ", intent(" << ast::intent_name(s.intent) << ")";
      out << "\n";
    }
    out << "   What the original does not write is left as it was.\n";
    out << tuned_sizes_text(k) << "*/\n";
    std::string proto = replace_word(c_prototype(*k.sub, *k.symbols, c_identifier(name)), "restrict", restrict_macro);
    while (!proto.empty() && (proto.back() == ';' || proto.back() == '\n')) proto.pop_back();
    out << proto << ";\n";
    std::string touch =
        replace_word(c_prototype(*k.sub, *k.symbols, name + "_first_touch"), "restrict", restrict_macro);
    while (!touch.empty() && (touch.back() == ';' || touch.back() == '\n')) touch.pop_back();
    for (size_t at; (at = touch.find("const ")) != std::string::npos;) touch.erase(at, 6);
    out << "/* Zeroes the arrays of " << name << " with the kernel's placement (see above). */\n" << touch << ";\n";
    std::string by_ref = c_by_reference_prototype(*k.sub, *k.symbols, name + "_");
    while (!by_ref.empty() && (by_ref.back() == ';' || by_ref.back() == '\n')) by_ref.pop_back();
    out << "/* The original's own symbol, every argument by reference (what gfortran calls). */\n" << by_ref << ";\n";
    out << resident_prototypes(k, "CPU", restrict_macro);
    out << "/* The variant (1 to " << k.variants.size() << ", as listed above) that a call with these sizes runs. */\n"
        << variant_query_prototype(k) << ";\n\n";
  }
  out << "#ifdef __cplusplus\n}\n#endif\n\n#endif\n";
  return out.str();
}

// Free-form Fortran allows 132 characters a line, and user names may be long: a long
// statement goes on after a comma (never inside a token), with '&'.
std::string continued_fortran(const std::string& text) {
  constexpr size_t width = 100;
  std::istringstream in(text);
  std::string out, line;
  while (std::getline(in, line)) {
    size_t first = line.find_first_not_of(' ');
    bool comment = first != std::string::npos && line[first] == '!';
    while (!comment && line.size() > width) {
      size_t cut = line.rfind(", ", width);
      if (cut == std::string::npos || cut <= first + 8) break;
      out += line.substr(0, cut + 1) + " &\n";
      line = std::string(first + 6, ' ') + line.substr(cut + 2);
    }
    out += line + "\n";
  }
  return out;
}

// The interface of entry k.sub->name + suffix of the library (bind(C) to its C symbol),
// importing `imports` too (a module's parameters its shapes read).
// A shape as the interface declares it: the integer parameters it reads replaced by
// their values, so that the interface body needs no names from the subroutine's scope
// (a local parameter, or a module's that a local one hides).
std::string interface_shape(const Symbol& array, const SymbolTable& symbols) {
  std::string shape = shape_text(array);
  for (const auto& [name, s] : symbols.all()) {
    if (s.kind == SymbolKind::Parameter && s.integer_value) {
      shape = replace_word(shape, name, "(" + std::to_string(*s.integer_value) + ")");
    }
  }
  return shape;
}

void print_entry_interface(std::ostream& out, const PackagedKernel& k, const std::string& suffix,
                           const CKindNames& kinds) {
  std::string name = k.sub->name + suffix;
  std::vector<CParameter> params = c_parameters(*k.sub, *k.symbols);
  // A dummy may not share its interface's name (a user's dummy named like the
  // library's NAME_first_touch): such a dummy is renamed here, which a bind(C)
  // interface may do freely (the C symbol and the order of the arguments stay).
  std::set<std::string> taken(k.symbols->dummies().begin(), k.symbols->dummies().end());
  taken.insert({name, kinds.int32, kinds.int64, kinds.float32, kinds.float64, kinds.c_int});
  std::map<std::string, std::string> spelled;
  for (const std::string& d : k.symbols->dummies()) spelled[d] = d == name ? fresh_name(d, taken) : d;
  out << "    subroutine " << name << "(";
  for (size_t i = 0; i < k.symbols->dummies().size(); ++i) out << (i ? ", " : "") << spelled[k.symbols->dummies()[i]];
  out << ") bind(C, name=\"" << (suffix.empty() ? c_identifier(name) : name) << "\")\n";
  out << "      import :: " << kinds.int32 << ", " << kinds.int64 << ", " << kinds.float32 << ", " << kinds.float64
      << "\n";
  for (const Symbol* s : dummies_scalars_first(k)) {
    bool by_value = false;
    for (const CParameter& p : params) by_value = by_value || (p.name == s->name && p.by_value);
    out << "      " << fortran_c_kind(s->type, kinds);
    if (by_value) out << ", value";
    ast::Intent intent = s->intent;
    // First touch zeroes the arrays; resident mode's sync and end copy into them.
    if (s->kind == SymbolKind::Array &&
        (suffix == "_first_touch" || suffix == resident_suffixes[1] || suffix == resident_suffixes[2]))
      intent = ast::Intent::InOut;
    if (s->kind == SymbolKind::Array && suffix == resident_suffixes[0]) intent = ast::Intent::In;
    if (intent != ast::Intent::None) out << ", intent(" << ast::intent_name(intent) << ")";
    out << " :: " << spelled[s->name];
    if (s->kind == SymbolKind::Array) {
      std::string shape = interface_shape(*s, *k.symbols);
      for (const auto& [d, spelling] : spelled) {
        if (d != spelling) shape = replace_word(shape, d, spelling);
      }
      out << shape;
    }
    out << "\n";
  }
  out << "    end subroutine " << name << "\n";
}

namespace {
std::vector<std::string> module_copy_public_names(const PackageRequest& request, const std::string& name);

// The input's module that has the library's module's name (NAME_mod), if one does: the
// library's module is then the copy of it too.
const ast::Module* module_named_like_library(const PackageRequest& request) {
  for (const ast::Module& m : request.modules) {
    if (m.name == request.name + "_mod") return &m;
  }
  return nullptr;
}

void print_module_uses(std::ostream& out, const ast::Module& module) {
  for (const ast::Use& u : module.uses) {
    out << "  use" << (u.intrinsic ? ", intrinsic :: " : " ") << u.module;
    if (u.only) {
      out << ", only:";
      for (size_t i = 0; i < u.names.size(); ++i) out << (i ? ", " : " ") << u.names[i];
    }
    out << "\n";
  }
}
}  // namespace

std::string package_fortran_module(const PackageRequest& request) {
  std::ostringstream out;
  const ast::Module* users = module_named_like_library(request);
  out << "! " << request.name << "_mod.f90: explicit interfaces to the tuned kernels of " << request.origin << ".\n"
      << "! `use " << request.name << "_mod` and call them as the original subroutines; link -l" << request.name
      << ".\n";
  if (users) {
    out << "! It is also the copy of the input's module " << users->name
        << " (its use statements and parameters): compile it in place of the original module.\n";
  }
  out << "module " << request.name << "_mod\n";
  std::vector<std::string> users_names;
  if (users) users_names = module_copy_public_names(request, users->name);
  const CKindNames kinds = c_kind_names(request, NameSet(users_names.begin(), users_names.end()));
  auto renamed = [](const std::string& local, const char* name) {
    return local == name ? local : local + " => " + name;
  };
  out << "  use, intrinsic :: iso_c_binding, only: " << renamed(kinds.int32, "c_int32_t") << ", "
      << renamed(kinds.int64, "c_int64_t") << ", " << renamed(kinds.float32, "c_float") << ", "
      << renamed(kinds.float64, "c_double") << ", " << renamed(kinds.c_int, "c_int") << "\n";
  if (users) print_module_uses(out, *users);
  out << "  implicit none\n  private\n";
  if (users) {
    bool any = false;
    for (const std::string& n : users_names) {
      bool entry = std::any_of(request.kernels.begin(), request.kernels.end(),
                               [&](const PackagedKernel& k) { return k.sub->name == n; });
      if (entry) continue;  // public below
      out << (any ? ", " : "  public :: ") << n;
      any = true;
    }
    if (any) out << "\n";
    for (const ast::Declaration& d : users->decls) out << "  " << ast::to_fortran(d);
  }
  for (const PackagedKernel& k : request.kernels) {
    out << "  public :: " << k.sub->name << ", " << k.sub->name << "_first_touch, " << k.sub->name << "_variant\n";
    out << "  public :: " << k.sub->name << resident_suffixes[0] << ", " << k.sub->name << resident_suffixes[1] << ", "
        << k.sub->name << resident_suffixes[2] << "\n";
  }
  out << "  interface\n";
  for (const PackagedKernel& k : request.kernels) {
    for (const std::string& suffix : {std::string(), std::string("_first_touch"), std::string(resident_suffixes[0]),
                                      std::string(resident_suffixes[1]), std::string(resident_suffixes[2])}) {
      print_entry_interface(out, k, suffix, kinds);
    }
    // The variant a call with these sizes runs (NAME.h's NAME_variant).
    std::vector<std::string> sizes = size_argument_names(k);
    std::string name = k.sub->name + "_variant";
    out << "    integer(" << kinds.c_int << ") function " << name << "(";
    for (size_t i = 0; i < sizes.size(); ++i) out << (i ? ", " : "") << sizes[i];
    out << ") bind(C, name=\"" << name << "\")\n      import :: " << kinds.c_int << ", " << kinds.int32 << ", "
        << kinds.int64 << "\n";
    for (const std::string& size : sizes) {
      out << "      " << fortran_c_kind(k.symbols->find(size)->type, kinds) << ", value, intent(in) :: " << size
          << "\n";
    }
    out << "    end function " << name << "\n";
  }
  out << "  end interface\nend module " << request.name << "_mod\n";
  return continued_fortran(out.str());
}

std::string module_copy_file(const std::string& library, const ast::Module& module) {
  return module.name == library + "_mod" ? library + "_mod.f90" : module.name + ".module.f90";
}

namespace {

// The names the copy of module `name` makes public, in order: what it uses (all of a
// module or the `only:` list), its own parameters and the entries of its subroutines.
std::vector<std::string> module_copy_public_names(const PackageRequest& request, const std::string& name) {
  auto module = std::find_if(request.modules.begin(), request.modules.end(),
                             [&](const ast::Module& m) { return m.name == name; });
  if (module == request.modules.end()) return {};
  std::vector<std::string> names;
  auto add = [&](const std::string& n) {
    if (std::find(names.begin(), names.end(), n) == names.end()) names.push_back(n);
  };
  for (const ast::Use& u : module->uses) {
    std::vector<std::string> used;
    if (u.intrinsic) {
      for (const IntrinsicConstant& c : *intrinsic_module_constants(u.module)) used.push_back(c.name);
    } else {
      used = module_copy_public_names(request, u.module);
    }
    for (const std::string& n : used) {
      if (!u.only || std::find(u.names.begin(), u.names.end(), n) != u.names.end()) add(n);
    }
  }
  for (const ast::Declaration& d : module->decls) {
    for (const ast::EntityDecl& e : d.entities) add(e.name);
  }
  for (const std::string& sub : module->subroutines) {
    bool entry = std::any_of(request.kernels.begin(), request.kernels.end(),
                             [&](const PackagedKernel& k) { return k.sub->name == sub; });
    if (entry) add(sub);
  }
  return names;
}

}  // namespace

std::string package_module_copy(const PackageRequest& request, const ast::Module& module) {
  const std::vector<std::string> names = module_copy_public_names(request, module.name);
  NameSet parameters(names.begin(), names.end());
  const CKindNames kinds = c_kind_names(request, parameters);
  const std::string file = module_copy_file(request.name, module);
  std::ostringstream out;
  out << "! " << file << ": module " << module.name << " of " << request.origin << ",\n"
      << "! its subroutines running the tuned library lib" << request.name << ".a. Compile it in place of\n"
      << "! the original module (gfortran -c " << file << "); `use " << module.name
      << "` and the calls stay as they are;\n! link -l" << request.name << ".\n"
      << "module " << module.name << "\n";
  auto renamed = [](const std::string& local, const char* name) {
    return local == name ? local : local + " => " + name;
  };
  out << "  use, intrinsic :: iso_c_binding, only: " << renamed(kinds.int32, "c_int32_t") << ", "
      << renamed(kinds.int64, "c_int64_t") << ", " << renamed(kinds.float32, "c_float") << ", "
      << renamed(kinds.float64, "c_double") << "\n";
  print_module_uses(out, module);
  if (module.implicit_none) out << "  implicit none\n";
  out << "  private\n";
  std::vector<const PackagedKernel*> entries;
  std::vector<std::string> missing;
  for (const std::string& name : module.subroutines) {
    auto k = std::find_if(request.kernels.begin(), request.kernels.end(),
                          [&](const PackagedKernel& x) { return x.sub->name == name; });
    if (k == request.kernels.end()) {
      missing.push_back(name);
    } else {
      entries.push_back(&*k);
    }
  }
  if (!names.empty()) {
    out << "  public :: ";
    for (size_t i = 0; i < names.size(); ++i) out << (i ? ", " : "") << names[i];
    out << "\n";
  }
  for (const ast::Declaration& d : module.decls) out << "  " << ast::to_fortran(d);
  for (const std::string& name : missing) {
    out << "  ! " << name << ": the library has no entry for it (report.md says why)\n";
  }
  if (!entries.empty()) {
    out << "  interface\n";
    for (const PackagedKernel* k : entries) {
      print_entry_interface(out, *k, "", kinds);
    }
    out << "  end interface\n";
  }
  out << "end module " << module.name << "\n";
  return continued_fortran(out.str());
}

std::string package_pkg_config(const PackageRequest& request) {
  std::ostringstream out;
  out << "# pkg-config file of the stenciltune library " << request.name << "; it finds the library beside itself.\n"
      << "prefix=${pcfiledir}\nlibdir=${prefix}\nincludedir=${prefix}\n\n"
      << "Name: " << request.name << "\nDescription: stencil kernels of " << request.origin << " tuned by stenciltune\n"
      << "Version: " << STENCILTUNE_VERSION << "\nLibs: -L${libdir} -l" << request.name;
  for (const std::string& l : request.link_libraries) out << " " << l;
  out << "\nCflags: -I${includedir}\n";
  return out.str();
}

std::string package_cmake_config(const PackageRequest& request) {
  std::ostringstream out;
  const std::string& n = request.name;
  out << "# CMake package file of the stenciltune library " << n << ":\n"
      << "#   find_package(" << n << " REQUIRED PATHS <this folder>)\n"
      << "#   target_link_libraries(app PRIVATE " << n << "::" << n << ")\n"
      << "include(CMakeFindDependencyMacro)\nfind_dependency(Threads)\n"
      << "find_library(" << n << "_HWLOC_LIBRARY hwloc REQUIRED)\n"
      << "if(NOT TARGET " << n << "::" << n << ")\n"
      << "  add_library(" << n << "::" << n << " STATIC IMPORTED)\n"
      << "  set_target_properties(" << n << "::" << n << " PROPERTIES\n"
      << "    IMPORTED_LOCATION \"${CMAKE_CURRENT_LIST_DIR}/lib" << n << ".a\"\n"
      << "    INTERFACE_INCLUDE_DIRECTORIES \"${CMAKE_CURRENT_LIST_DIR}\"\n"
      << "    INTERFACE_LINK_LIBRARIES \"${" << n << "_HWLOC_LIBRARY};Threads::Threads;m\")\n"
      << "endif()\nset(" << n << "_FOUND TRUE)\n";
  return out.str();
}

PackageStaging::PackageStaging(const std::string& out_dir) {
  namespace fs = std::filesystem;
  fs::path staging = fs::path(out_dir) / (".staging-" + std::to_string(::getpid()));
  std::error_code ec;
  fs::remove_all(staging, ec);
  fs::create_directories(staging / "src", ec);
  if (ec) throw UserError("cannot create '" + staging.string() + "': " + ec.message());
  path_ = staging.string();
}

PackageStaging::~PackageStaging() {
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

std::vector<std::string> place_package(const std::string& staging_dir, const std::string& out_dir) {
  namespace fs = std::filesystem;
  fs::path staging(staging_dir), out(out_dir);
  std::error_code ec;
  std::vector<std::string> files;
  // Into place: each file by one rename, so that no file is ever half-written.
  for (const auto& entry : fs::recursive_directory_iterator(staging)) {
    if (!entry.is_regular_file()) continue;
    fs::path rel = fs::relative(entry.path(), staging);
    fs::create_directories((out / rel).parent_path(), ec);
    fs::rename(entry.path(), out / rel, ec);
    if (ec) throw UserError("cannot write '" + (out / rel).string() + "': " + ec.message());
    files.push_back(rel.string());
  }
  fs::remove_all(staging, ec);
  // The sources of an earlier package that this one no longer has (a size not tuned
  // again, or the other target's) would read as part of the library: they go.
  for (const auto& entry : fs::directory_iterator(out / "src", ec)) {
    std::string rel = "src/" + entry.path().filename().string();
    bool ours = std::find(files.begin(), files.end(), rel) != files.end();
    std::string ext = entry.path().extension().string();
    if (entry.is_regular_file() && (ext == ".c" || ext == ".cu") && !ours) fs::remove(entry.path(), ec);
  }
  return files;
}

PackageResult write_package(const PackageRequest& request) {
  namespace fs = std::filesystem;
  PackageResult result;
  fs::path out(request.out_dir);
  PackageStaging staging_folder(request.out_dir);
  fs::path staging(staging_folder.path());

  // Sources and objects, then the archive, all in the staging folder: every part of every
  // variant in a file of its own (each keeps its own static runtime), then each kernel's entry.
  std::vector<std::string> objects;
  auto compile = [&](const std::string& stem, const std::string& text) {
    std::string src = (staging / "src" / (stem + ".c")).string();
    write_file_atomically(src, text);
    std::string obj = (staging / (stem + ".o")).string();
    std::vector<std::string> argv = {request.c_compiler};
    argv.insert(argv.end(), request.c_flags.begin(), request.c_flags.end());
    argv.insert(argv.end(), {"-c", src, "-o", obj});
    ProcessResult r = run_process(argv);
    if (!r.ok()) tool_failed(argv, r);
    objects.push_back(obj);
  };
  for (const PackagedKernel& k : request.kernels) {
    for (size_t v = 0; v < k.variants.size(); ++v) {
      for (size_t p = 0; p < k.variants[v].parts.size(); ++p) {
        const PackagedPart& part = k.variants[v].parts[p];
        internal_assert(part.target == "cpu") << "no packager for target '" << part.target << "'";
        std::string symbol = part_symbol(k, v, p);
        compile(symbol, part.source(symbol));
      }
      // A blocked time loop's nests, for the single last step its entry peels.
      if (peeled_part(k, v)) {
        for (const PackagedPart& nest : k.variants[v].nest_parts) {
          std::string symbol = nest_part_symbol(k, v, nest);
          compile(symbol, nest.source(symbol));
        }
      }
    }
    compile(k.sub->name, kernel_entry_source(k));
  }
  std::string archive = (staging / ("lib" + request.name + ".a")).string();
  std::vector<std::string> ar = {"ar", "rcs", archive};
  ar.insert(ar.end(), objects.begin(), objects.end());
  ProcessResult r = run_process(ar);
  if (!r.ok()) tool_failed(ar, r);
  std::error_code ec;
  for (const std::string& o : objects) fs::remove(o, ec);

  write_file_atomically((staging / (request.name + ".h")).string(), package_header(request));
  write_file_atomically((staging / (request.name + "_mod.f90")).string(), package_fortran_module(request));
  for (const ast::Module& m : request.modules) {
    if (&m == module_named_like_library(request)) continue;  // NAME_mod.f90 is its copy
    write_file_atomically((staging / module_copy_file(request.name, m)).string(), package_module_copy(request, m));
  }
  write_file_atomically((staging / (request.name + ".pc")).string(), package_pkg_config(request));
  write_file_atomically((staging / (request.name + "Config.cmake")).string(), package_cmake_config(request));

  result.files = place_package(staging.string(), out.string());
  return result;
}

}  // namespace st

#include "package/package_dispatch.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <ostream>
#include <sstream>

#include "backends/c/c_backend.h"
#include "backends/c_names.h"
#include "backends/pass_schedule.h"
#include "frontend/diagnostics.h"

namespace st {

namespace {

std::string without_final_semicolon(std::string text) {
  while (!text.empty() && (text.back() == ';' || text.back() == '\n')) text.pop_back();
  return text;
}

std::string without_const(std::string text) {
  for (size_t at; (at = text.find("const ")) != std::string::npos;) text.erase(at, 6);
  return text;
}

std::string declaration(const std::string& type, const std::string& name) {
  return type + (!type.empty() && type.back() == '*' ? "" : " ") + name;
}

// The arguments of the entry passed on to a part: the same dummies, by the part's convention.
std::string forwarded_arguments(const std::vector<CParameter>& entry, const PackagedPart& part) {
  std::vector<CParameter> theirs = c_parameters(*part.sub, *part.symbols);
  internal_assert(theirs.size() == entry.size())
      << "a part of '" << part.sub->name << "' takes other dummies than its kernel";
  std::string s;
  for (size_t i = 0; i < theirs.size(); ++i) {
    internal_assert(theirs[i].name == entry[i].name) << "a part's dummies are in another order than its kernel's";
    std::string a = entry[i].c_name;
    if (theirs[i].by_value && !entry[i].by_value) a = "*" + a;
    if (!theirs[i].by_value && entry[i].by_value) a = "&" + a;
    s += (i ? ", " : "") + a;
  }
  return s;
}

// Whether part `p` of a variant runs once per step of the kernel's time loop.
bool in_time_loop(const PackagedKernel& kernel, const PackagedPart& part) {
  return kernel.info && kernel.info->time_loop && part.nest >= 0 &&
         kernel.info->nests.at(static_cast<size_t>(part.nest)).in_time_loop;
}

// How an entry calls a part: `symbol` its symbol, `steps` empty or the step count to pass
// to its SYMBOL_steps (a blocked part's, peeled_calls); returns the statement. Where
// SYMBOL_steps computed nothing (the CPU's, without the memory for the second copy), the
// statement sets st_peel = st_steps, so that every step runs nest by nest.
using PartCall =
    std::function<std::string(const std::string& symbol, const PackagedPart& part, const std::string& steps)>;

// The C spelling of `f`, an affine form of the entry's dummies.
std::string entry_form(const std::vector<CParameter>& params, const Affine& f) {
  return c_ptrdiff(f, [&](const std::string& n) {
    const CParameter& c = parameter(params, n);
    return c.by_value ? c.c_name : "(*" + c.c_name + ")";
  });
}

// NAME_check_bounds, which an entry calls first where some constant index's bounds
// depend on the arguments (`v(2,j)` of `v(nx,ny)`): outside them the original reads or
// writes outside its arrays, so the call stops with the index's place and exit status
// 2, as a Fortran program built with -fcheck=bounds does. Nothing where there is none.
// `includes`: print the C headers it needs (a .cu file's host entries include them).
void print_bounds_check(const PackagedKernel& kernel, const std::vector<CParameter>& params, bool includes,
                        std::ostream& out) {
  if (!kernel.info) return;
  std::vector<const RuntimeBound*> bounds = runtime_bounds(*kernel.info);
  if (bounds.empty()) return;
  const std::string& name = kernel.sub->name;
  if (includes) out << "#include <stdio.h>\n#include <stdlib.h>\n\n";
  out << "/* Constant indices whose bounds the arguments decide: outside them the original would\n"
      << "   reach outside its arrays, so the call stops here (as gfortran's -fcheck=bounds would). */\n";
  out << "static void " << name << "_check_bounds(" << parameter_list(params) << ") {\n";
  for (const CParameter& p : params) out << "  (void)" << p.c_name << ";\n";
  for (const RuntimeBound* b : bounds) {
    std::string margin = entry_form(params, b->margin);
    std::string text;  // a format: the user's text with its percent signs doubled
    for (char c : b->loc.str() + ": error: " + b->message + "; in this call of " + name + " (stenciltune's library) " +
                      b->margin.str())
      text += c == '%' ? std::string("%%") : std::string(1, c);
    text += " = %td, below 0";
    out << "  if (" << margin << " < 0) {\n"
        << "    fprintf(stderr, " << c_string_literal(text + "\n") << ", (ptrdiff_t)(" << margin << "));\n"
        << "    exit(2);\n  }\n";
  }
  out << "}\n\n";
}

// The statement an entry starts with: the call of NAME_check_bounds, or nothing.
std::string bounds_check_call(const PackagedKernel& kernel, const std::vector<CParameter>& params) {
  if (!kernel.info || runtime_bounds(*kernel.info).empty()) return "";
  std::string s = "  " + kernel.sub->name + "_check_bounds(";
  for (size_t i = 0; i < params.size(); ++i) s += (i ? ", " : "") + params[i].c_name;
  return s + ");\n";
}

// NAME_, gfortran's symbol of the subroutine (every argument by reference), calling NAME
// whose parameters are `params`.
std::string by_reference_entry(const PackagedKernel& kernel, const std::vector<CParameter>& params) {
  const std::string& name = kernel.sub->name;
  std::string s = without_final_semicolon(c_by_reference_prototype(*kernel.sub, *kernel.symbols, name + "_")) +
                  " {\n  " + c_identifier(name) + "(";
  for (size_t i = 0; i < params.size(); ++i)
    s += std::string(i ? ", " : "") + (params[i].by_value ? "*" : "") + params[i].c_name;
  return s + ");\n}\n";
}

}  // namespace

std::string c_string_literal(const std::string& text) {
  std::string s = "\"";
  for (char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '\\' || c == '"') {
      s += '\\';
      s += ch;
    } else if (c == '\n') {
      s += "\\n";
    } else if (c < 0x20 || c == 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\%03o", c);
      s += buf;
    } else {
      s += ch;
    }
  }
  return s + "\"";
}

std::string scalar_statements_source(const PackagedKernel& kernel) {
  if (!kernel.info || !kernel.info->scalar_program) return "";
  const ast::Subroutine& program = *kernel.info->scalar_program;
  CEmitOptions options;
  options.function_name = scalar_statements_symbol(kernel);
  options.fortran_entry = false;
  options.internal_linkage = true;
  return "/* The statements on scalars beside the nests, which run after them: neither reads what\n"
         "   the other writes. */\n" +
         emit_c(program, build_symbols(program), options) + "\n";
}

std::string scalar_statements_call(const PackagedKernel& kernel, const std::vector<CParameter>& params,
                                   const std::string& indent) {
  if (!kernel.info || !kernel.info->scalar_program) return "";
  const ast::Subroutine& program = *kernel.info->scalar_program;
  std::string s = indent + scalar_statements_symbol(kernel) + "(";
  std::vector<CParameter> theirs = c_parameters(program, build_symbols(program));
  for (size_t i = 0; i < theirs.size(); ++i) {
    const CParameter& entry = parameter(params, theirs[i].name);
    std::string a = entry.c_name;
    if (theirs[i].by_value && !entry.by_value) a = "*" + a;
    if (!theirs[i].by_value && entry.by_value) a = "&" + a;
    s += (i ? ", " : "") + a;
  }
  return s + ");\n";
}

std::string scalar_statements_symbol(const PackagedKernel& kernel) { return "ST_scalars_" + kernel.sub->name; }

std::string with_scalar_statements_entries(const PackagedKernel& kernel, const std::string& nests, bool cxx) {
  const std::string& name = kernel.sub->name;
  std::vector<CParameter> params = c_parameters(*kernel.sub, *kernel.symbols);
  if (cxx) {
    for (CParameter& p : params) {
      for (size_t at; (at = p.type.find("restrict")) != std::string::npos;) p.type.erase(at, 8);
    }
  }
  std::string args;
  for (size_t i = 0; i < params.size(); ++i) args += (i ? ", " : "") + params[i].c_name;
  std::ostringstream out;
  out << "\n" << scalar_statements_source(kernel);
  if (cxx) out << "extern \"C\" {\n\n";
  out << "/* " << name << ": the nests (" << nests << "), then the statements on scalars beside them. */\n";
  out << "void " << c_identifier(name) << "(" << parameter_list(params) << ") {\n  " << nests << "(" << args << ");\n"
      << scalar_statements_call(kernel, params, "  ") << "}\n\n";
  out << "void " << name << "_first_touch(" << without_const(parameter_list(params)) << ") {\n  " << nests
      << "_first_touch(" << args << ");\n}\n\n";
  out << by_reference_entry(kernel, params);
  if (cxx) out << "\n}  /* extern \"C\" */\n";
  return out.str();
}

std::string nest_part_symbol(const PackagedKernel& kernel, size_t variant, const PackagedPart& nest) {
  return kernel.sub->name + "_size" + std::to_string(variant + 1) + "_nest" + std::to_string(nest.nest + 1);
}

namespace {

// The calls of a blocked variant (peeled_part): the passes, then a single last step nest by
// nest where the passes would be odd and end in one step (on the CPU, one or two steps:
// cpu_peeled_steps).
std::string peeled_calls(const PackagedKernel& kernel, const std::vector<CParameter>& params, size_t variant,
                         const PartCall& call, const std::string& indent) {
  const PackagedVariant& v = kernel.variants.at(variant);
  const PackagedPart& blocked = v.parts.front();
  const TimeLoopInfo& t = *kernel.info->time_loop;
  const std::string bt = std::to_string(blocked.steps_per_pass);
  std::string out;
  out += indent + "{\n";
  const bool cpu = blocked.target == "cpu";
  out += indent + "  /* " + bt + " steps a pass; an odd number of passes ending in a single step would leave the\n" +
         indent + "     result in the second copy of the grids: that step runs nest by nest instead" +
         (cpu ? ", and so do the\n" + indent +
                    "     two steps of a last pass of two (two 1-step passes cost more than the nests)"
              : "") +
         ". */\n";
  out += indent + "  const ptrdiff_t st_steps = " + entry_form(params, t.upper_form - t.lower_form + Affine::of(1)) +
         ";\n";
  out += indent + "  ptrdiff_t st_peel = " +
         (cpu ? cpu_peeled_steps("st_steps", blocked.steps_per_pass)
              : peel_condition("st_steps", blocked.steps_per_pass)) +
         ";\n";
  out += indent + "  " + call(part_symbol(kernel, variant, 0), blocked, "st_steps - st_peel") + "\n";
  out += indent + "  for (ptrdiff_t st_step = 0; st_step < st_peel; ++st_step) {\n";
  for (const PackagedPart& nest : v.nest_parts)
    out += indent + "    " + call(nest_part_symbol(kernel, variant, nest), nest, "") + "\n";
  out += indent + "  }\n" + indent + "}\n";
  return out;
}

}  // namespace

const PackagedPart* peeled_part(const PackagedKernel& kernel, size_t variant) {
  const PackagedVariant& v = kernel.variants.at(variant);
  if (!kernel.info || !kernel.info->time_loop || v.parts.size() != 1 || v.parts.front().steps_per_pass < 2)
    return nullptr;
  if (v.nest_parts.size() != kernel.info->nests.size()) return nullptr;
  for (const PackagedPart& nest : v.nest_parts) {
    if (!in_time_loop(kernel, nest)) return nullptr;
  }
  return &v.parts.front();
}

namespace {

// The calls of a variant's parts in order, `call` each, the time loop's parts inside the
// time loop; `indent` before each line.
std::string part_calls(const PackagedKernel& kernel, const std::vector<CParameter>& params, size_t variant,
                       const PartCall& call, const std::string& indent) {
  if (peeled_part(kernel, variant)) return peeled_calls(kernel, params, variant, call, indent);
  const std::vector<PackagedPart>& parts = kernel.variants.at(variant).parts;
  std::string out;
  bool inside = false;
  for (size_t p = 0; p < parts.size(); ++p) {
    bool looped = in_time_loop(kernel, parts[p]);
    if (looped && !inside) {
      const TimeLoopInfo& t = *kernel.info->time_loop;
      out += indent + "for (ptrdiff_t st_step = " + entry_form(params, t.lower_form) +
             "; st_step <= " + entry_form(params, t.upper_form) + "; ++st_step) {\n";
    } else if (!looped && inside) {
      out += indent + "}\n";
    }
    inside = looped;
    out += indent + (inside ? "  " : "") + call(part_symbol(kernel, variant, p), parts[p], "") + "\n";
  }
  if (inside) out += indent + "}\n";
  return out;
}

double log_of_size(long long value) { return std::log(static_cast<double>(std::max(1LL, value))); }

// The table of tuned sizes, NAME_pick and NAME_variant, by the rule of the header.
void print_choice(const PackagedKernel& kernel, std::ostream& out) {
  const std::string& name = kernel.sub->name;
  std::vector<CParameter> params = c_parameters(*kernel.sub, *kernel.symbols);
  std::vector<std::string> sizes = size_argument_names(kernel);
  out << "\n/* The size arguments (" << (sizes.empty() ? "none" : "");
  for (size_t a = 0; a < sizes.size(); ++a) out << (a ? ", " : "") << sizes[a];
  out << ") of each tuned size, as logarithms. */\n";
  size_t columns = std::max<size_t>(1, sizes.size());
  out << "static const double " << name << "_tuned_log[" << kernel.variants.size() << "][" << columns << "] = {\n";
  for (const PackagedVariant& v : kernel.variants) {
    out << "  {";
    for (size_t a = 0; a < columns; ++a) {
      long long value = 1;
      if (a < sizes.size()) {
        auto it = v.size_arguments.find(sizes[a]);
        if (it != v.size_arguments.end()) value = it->second;
      }
      char buf[64];
      std::snprintf(buf, sizeof buf, "%.17g", log_of_size(value));
      out << (a ? ", " : "") << buf << " /* " << value << " */";
    }
    out << "},\n";
  }
  out << "};\n\n";

  std::string size_params, size_args = size_call_arguments(kernel, params);
  for (const std::string& s : sizes) {
    const CParameter& p = parameter(params, s);
    size_params += (size_params.empty() ? "" : ", ") + declaration(p.type, p.c_name);
  }
  out << "static int " << name << "_pick(" << (size_params.empty() ? "void" : size_params) << ") {\n";
  out << "  const double st_called[" << columns << "] = {";
  for (size_t a = 0; a < columns; ++a) {
    if (a < sizes.size()) {
      const std::string& c = parameter(params, sizes[a]).c_name;
      out << (a ? ", " : "") << "log(" << c << " > 1 ? (double)" << c << " : 1.0)";
    } else {
      out << "0.0";
    }
  }
  out << "};\n  int st_best = 0;\n  double st_best_distance = 0;\n";
  out << "  for (int st_v = 0; st_v < " << kernel.variants.size() << "; ++st_v) {\n";
  out << "    double st_distance = 0;\n";
  out << "    for (int st_a = 0; st_a < " << sizes.size() << "; ++st_a) {\n";
  out << "      const double st_d = st_called[st_a] - " << name << "_tuned_log[st_v][st_a];\n";
  out << "      st_distance += st_d * st_d;\n    }\n";
  out << "    if (st_v == 0 || st_distance < st_best_distance) {\n      st_best = st_v;\n      st_best_distance = "
         "st_distance;\n    }\n";
  out << "  }\n  return st_best;\n}\n\n";

  out << "/* The number (from 1, as the header lists them) of the variant a call with these sizes runs. */\n";
  out << variant_query_prototype(kernel) << " {\n  return " << name << "_pick(" << size_args << ") + 1;\n}\n\n";
}

}  // namespace

std::string parameter_list(const std::vector<CParameter>& params) {
  std::string s;
  for (const CParameter& p : params) s += (s.empty() ? "" : ", ") + declaration(p.type, p.c_name);
  return s.empty() ? "void" : s;
}

const CParameter& parameter(const std::vector<CParameter>& params, const std::string& name) {
  for (const CParameter& p : params) {
    if (p.name == name) return p;
  }
  throw InternalError("'" + name + "' is not a dummy argument");
}

std::string size_call_arguments(const PackagedKernel& kernel, const std::vector<CParameter>& params) {
  std::string args;
  for (const std::string& s : size_argument_names(kernel)) {
    const CParameter& p = parameter(params, s);
    args += (args.empty() ? "" : ", ") + (p.by_value ? p.c_name : "*" + p.c_name);
  }
  return args;
}

std::string part_symbol(const PackagedKernel& kernel, size_t variant, size_t part) {
  const PackagedPart& p = kernel.variants.at(variant).parts.at(part);
  std::string symbol = kernel.sub->name + "_size" + std::to_string(variant + 1);
  if (p.nest >= 0) symbol += "_nest" + std::to_string(p.nest + 1);
  return symbol;
}

std::vector<std::string> size_argument_names(const PackagedKernel& kernel) {
  std::vector<std::string> names;
  for (const std::string& dummy : kernel.symbols->dummies()) {
    const Symbol* s = kernel.symbols->find(dummy);
    if (!s || s->kind == SymbolKind::Array || s->type.base != ast::BaseType::Integer) continue;
    bool sizes = std::any_of(kernel.variants.begin(), kernel.variants.end(),
                             [&](const PackagedVariant& v) { return v.size_arguments.count(dummy) > 0; });
    if (sizes) names.push_back(dummy);
  }
  return names;
}

size_t nearest_variant(const PackagedKernel& kernel, const std::vector<long long>& called) {
  std::vector<std::string> names = size_argument_names(kernel);
  internal_assert(called.size() == names.size()) << "nearest_variant takes one value per size argument";
  size_t best = 0;
  double best_distance = 0;
  for (size_t v = 0; v < kernel.variants.size(); ++v) {
    double distance = 0;
    for (size_t a = 0; a < names.size(); ++a) {
      auto tuned = kernel.variants[v].size_arguments.find(names[a]);
      double d =
          log_of_size(called[a]) - log_of_size(tuned == kernel.variants[v].size_arguments.end() ? 1 : tuned->second);
      distance += d * d;
    }
    if (v == 0 || distance < best_distance) {
      best = v;
      best_distance = distance;
    }
  }
  return best;
}

std::string variant_query_prototype(const PackagedKernel& kernel) {
  std::vector<CParameter> params = c_parameters(*kernel.sub, *kernel.symbols);
  std::string list;
  for (const std::string& name : size_argument_names(kernel)) {
    const CParameter& p = parameter(params, name);
    list += (list.empty() ? "" : ", ") + declaration(p.type, p.c_name);
  }
  return "int " + kernel.sub->name + "_variant(" + (list.empty() ? "void" : list) + ")";
}

namespace {

// The parameter list of resident step `suffix`, by value (the C entry) or by reference.
std::string resident_parameters(const std::vector<CParameter>& params, const std::string& suffix, bool by_reference,
                                const std::string& restrict_spelling) {
  std::string s;
  for (const CParameter& p : params) {
    std::string type = by_reference ? p.by_reference_type : p.type;
    if (p.is_array && suffix != "_resident_begin") type = without_const(type);
    for (size_t at = type.find("restrict"); at != std::string::npos;
         at = type.find("restrict", at + restrict_spelling.size()))
      type.replace(at, 8, restrict_spelling);
    while (!type.empty() && type.back() == ' ') type.pop_back();
    s += (s.empty() ? "" : ", ") + declaration(type, p.c_name);
  }
  return s.empty() ? "void" : s;
}

}  // namespace

std::string resident_prototypes(const PackagedKernel& kernel, const std::string& library,
                                const std::string& restrict_spelling) {
  const std::string& name = kernel.sub->name;
  std::vector<CParameter> params = c_parameters(*kernel.sub, *kernel.symbols);
  const bool cuda = library == "CUDA";
  const char* what[] = {
      cuda ? "copies the arrays to the device once; until NAME_resident_end,\n   host-pointer calls "
             "passing them (in any argument) run on the device copies without a transfer"
           : "nothing: the arrays are in host memory already (the CUDA library's calls copy them\n   to the "
             "device once)",
      cuda ? "copies the arrays that calls wrote since begin (or the last sync)\n   back into the caller's"
           : "nothing (the CUDA library's copies the arrays that calls wrote back)",
      cuda ? "copies back as NAME_resident_sync, then frees the device copies:\n   calls copy again"
           : "nothing (the CUDA library's copies back and frees the device copies)"};
  std::ostringstream out;
  for (size_t k = 0; k < 3; ++k) {
    std::string suffix = resident_suffixes[k];
    std::string comment = what[k];
    for (size_t at; (at = comment.find("NAME")) != std::string::npos;) comment.replace(at, 4, name);
    out << "/* " << name << suffix << ": " << comment << ". */\n"
        << "void " << name << suffix << "(" << resident_parameters(params, suffix, false, restrict_spelling) << ");\n";
  }
  out << "/* Their gfortran symbols, every argument by reference (call " << name
      << "_resident_begin(...) from Fortran). */\n";
  for (const char* suffix : resident_suffixes) {
    out << "void " << name << suffix << "_(" << resident_parameters(params, suffix, true, restrict_spelling) << ");\n";
  }
  return out.str();
}

std::string resident_noop_source(const PackagedKernel& kernel) {
  const std::string& name = kernel.sub->name;
  std::vector<CParameter> params = c_parameters(*kernel.sub, *kernel.symbols);
  std::ostringstream out;
  out << "/* Resident mode is the CUDA library's (arrays kept on the device between calls); here the\n"
      << "   arrays are in host memory already, so its steps do nothing. */\n";
  for (bool by_reference : {false, true}) {
    for (const char* suffix : resident_suffixes) {
      out << "void " << name << suffix << (by_reference ? "_" : "") << "("
          << resident_parameters(params, suffix, by_reference, "restrict") << ") {\n";
      for (const CParameter& p : params) out << "  (void)" << p.c_name << ";\n";
      out << "}\n";
    }
  }
  return out.str();
}

std::string kernel_entry_source(const PackagedKernel& kernel) {
  internal_assert(!kernel.variants.empty()) << "a kernel without variants";
  const std::string& name = kernel.sub->name;
  std::vector<CParameter> params = c_parameters(*kernel.sub, *kernel.symbols);
  std::ostringstream out;
  out << "/* The entry of " << name << ": picks the variant tuned for the size nearest to the call's\n"
      << "   (the smallest sum over the size arguments of (ln called - ln tuned)^2; a tie goes to\n"
      << "   the size tuned first) and runs its parts in order. Generated by stenciltune. */\n"
      << "#include <math.h>\n#include <stddef.h>\n#include <stdint.h>\n\n";

  out << "/* The variants, each in its own file (src/), with its own pool of threads. */\n";
  for (size_t v = 0; v < kernel.variants.size(); ++v) {
    for (size_t p = 0; p < kernel.variants[v].parts.size(); ++p) {
      const PackagedPart& part = kernel.variants[v].parts[p];
      std::string symbol = part_symbol(kernel, v, p);
      out << c_prototype(*part.sub, *part.symbols, symbol);
      out << without_const(c_prototype(*part.sub, *part.symbols, symbol + "_first_touch"));
    }
    if (peeled_part(kernel, v)) {
      const PackagedPart& blocked = kernel.variants[v].parts.front();
      out << "int " << part_symbol(kernel, v, 0) << "_steps("
          << parameter_list(c_parameters(*blocked.sub, *blocked.symbols)) << ", ptrdiff_t st_steps);\n";
      for (const PackagedPart& nest : kernel.variants[v].nest_parts)
        out << c_prototype(*nest.sub, *nest.symbols, nest_part_symbol(kernel, v, nest));
    }
  }

  print_choice(kernel, out);
  print_bounds_check(kernel, params, true, out);
  out << scalar_statements_source(kernel);
  std::string size_args = size_call_arguments(kernel, params);

  for (bool touch : {false, true}) {
    std::string suffix = touch ? "_first_touch" : "";
    std::string list = parameter_list(params);
    if (touch) list = without_const(list);
    out << "void " << (touch ? name + suffix : c_identifier(name)) << "(" << list << ") {\n";
    out << bounds_check_call(kernel, params);
    out << "  switch (" << name << "_pick(" << size_args << ")) {\n";
    for (size_t v = 0; v < kernel.variants.size(); ++v) {
      out << "    " << (v + 1 == kernel.variants.size() ? "default" : "case " + std::to_string(v)) << ":\n";
      auto call = [&](const std::string& symbol, const PackagedPart& part, const std::string& steps) {
        if (!steps.empty())
          return "if (" + symbol + "_steps(" + forwarded_arguments(params, part) + ", " + steps +
                 ") != 0) st_peel = st_steps;";
        return symbol + suffix + "(" + forwarded_arguments(params, part) + ");";
      };
      if (touch) {
        // First touch places the grids once; it computes nothing, so no step repeats it.
        for (size_t p = 0; p < kernel.variants[v].parts.size(); ++p)
          out << "      " << call(part_symbol(kernel, v, p), kernel.variants[v].parts[p], "") << "\n";
      } else {
        out << part_calls(kernel, params, v, call, "      ");
      }
      out << "      break;\n";
    }
    out << "  }\n" << (touch ? "" : scalar_statements_call(kernel, params, "  ")) << "}\n\n";
  }

  out << "/* The original's symbol and calling convention (gfortran: every argument by reference). */\n";
  out << by_reference_entry(kernel, params) << "\n" << resident_noop_source(kernel);
  return out.str();
}

std::string kernel_device_entry_source(const PackagedKernel& kernel) {
  internal_assert(!kernel.variants.empty()) << "a kernel without variants";
  const std::string& name = kernel.sub->name;
  std::vector<CParameter> params = c_parameters(*kernel.sub, *kernel.symbols);
  std::string size_args = size_call_arguments(kernel, params);
  std::ostringstream out;
  out << "/* The device entry of " << name << ": picks the variant tuned for the size nearest to the call's\n"
      << "   (the smallest sum over the size arguments of (ln called - ln tuned)^2; a tie goes to\n"
      << "   the size tuned first) and launches its parts' kernels in order on the default stream.\n"
      << "   Generated by stenciltune. */\nextern \"C\" {\n\n";
  out << "/* The variants' parts, each in its own file (src/). */\n";
  for (size_t v = 0; v < kernel.variants.size(); ++v) {
    for (size_t p = 0; p < kernel.variants[v].parts.size(); ++p) {
      const PackagedPart& part = kernel.variants[v].parts[p];
      out << "int " << part_symbol(kernel, v, p) << "_device(" << parameter_list(c_parameters(*part.sub, *part.symbols))
          << ");\n";
    }
    if (peeled_part(kernel, v)) {
      const PackagedPart& blocked = kernel.variants[v].parts.front();
      out << "int " << part_symbol(kernel, v, 0) << "_steps_device("
          << parameter_list(c_parameters(*blocked.sub, *blocked.symbols)) << ", ptrdiff_t st_steps);\n";
      for (const PackagedPart& nest : kernel.variants[v].nest_parts)
        out << "int " << nest_part_symbol(kernel, v, nest) << "_device("
            << parameter_list(c_parameters(*nest.sub, *nest.symbols)) << ");\n";
    }
  }
  print_choice(kernel, out);
  print_bounds_check(kernel, params, false, out);
  out << scalar_statements_source(kernel);
  out << "/* Device pointers: returns the first launch error (0: cudaSuccess); does not wait"
      << (std::any_of(params.begin(), params.end(), [](const CParameter& p) { return !p.is_array && p.written; })
              ? ", except for a reduction's result, a host pointer, which it waits for and stores"
              : "")
      << ". */\n";
  out << "int " << name << "_device(" << parameter_list(params) << ") {\n"
      << bounds_check_call(kernel, params) << "  int st_e = 0;\n";
  out << "  switch (" << name << "_pick(" << size_args << ")) {\n";
  for (size_t v = 0; v < kernel.variants.size(); ++v) {
    out << "    " << (v + 1 == kernel.variants.size() ? "default" : "case " + std::to_string(v)) << ":\n";
    auto call = [&](const std::string& symbol, const PackagedPart& part, const std::string& steps) {
      return "if ((st_e = " + symbol + (steps.empty() ? "_device(" : "_steps_device(") +
             forwarded_arguments(params, part) + (steps.empty() ? "" : ", " + steps) + ")) != 0) return st_e;";
    };
    out << part_calls(kernel, params, v, call, "      ");
    out << "      break;\n";
  }
  out << "  }\n" << scalar_statements_call(kernel, params, "  ") << "  return st_e;\n}\n\n}  /* extern \"C\" */\n";
  return out.str();
}

}  // namespace st

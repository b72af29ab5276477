#include "analysis/info_text.h"

#include <cstdio>
#include <sstream>

#include "ast/printer.h"

namespace st {

namespace {

std::string offsets_text(const std::vector<long long>& offsets) {
  std::string s = "(";
  for (size_t i = 0; i < offsets.size(); ++i) s += (i ? "," : "") + std::to_string(offsets[i]);
  return s + ")";
}

std::string fixed(double v, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

}  // namespace

std::string to_text(const StencilInfo& info) {
  std::ostringstream out;
  out << "subroutine " << info.subroutine << (info.bare_nest ? " (made from a bare loop nest)" : "") << ": "
      << info.nests.size() << " stencil nest" << (info.nests.size() == 1 ? "" : "s") << "\n";
  if (info.time_loop) {
    const TimeLoopInfo& t = *info.time_loop;
    out << "time loop at " << info.file << ":" << t.loc.begin.line << ": " << t.var << "=" << t.lower_form.str() << ".."
        << t.upper_form.str() << (t.counts_down ? " (counting down)" : "") << ", one step runs nest"
        << (t.end_nest - t.first_nest == 1 ? " " : "s ") << t.first_nest + 1;
    if (t.end_nest - t.first_nest > 1) out << " to " << t.end_nest;
    out << " in order\n";
  }
  for (const ScalarDefinition& d : info.definitions) {
    out << "local " << d.name << " = " << ast::to_fortran(d.value) << " (" << info.file << ":" << d.loc.begin.line
        << "): put in place of its reads\n";
  }
  for (const NestInfo& n : info.nests) {
    out << "\nnest " << n.index + 1 << " at " << info.file << ":" << n.loc.begin.line << ": " << n.dims << "-D, loops";
    for (const LoopInfo& l : n.loops) {
      out << " " << l.var << "=" << l.lower_form.str() << ".." << l.upper_form.str();
      if (l.step != 1) out << ":" << l.step;
    }
    out << "\n  unit-stride dimension: " << n.grid_vars[0] << "\n  radius:";
    for (int r : n.radius) out << " " << r;
    out << "\n";
    for (const ArrayInfo& a : n.arrays) {
      out << "  " << role_name(a.role) << " " << a.name << ": " << ast::type_name(a.type) << ", rank " << a.rank
          << ", intent(" << ast::intent_name(a.intent) << ")";
      int reads = 0;
      std::string points;
      for (const Access& acc : n.accesses) {
        if (acc.array != a.name || acc.is_write) continue;
        ++reads;
        if (a.role != ArrayRole::Coefficient) points += " " + offsets_text(acc.offsets);
      }
      if (reads && a.role != ArrayRole::Coefficient) out << ", " << reads << " points read:" << points;
      out << "\n";
    }
    if (!n.scalars.empty()) {
      out << "  scalars:";
      for (const std::string& s : n.scalars) out << " " << s;
      out << "\n";
    }
    if (!n.temporaries.empty()) {
      out << "  temporaries:";
      for (const std::string& s : n.temporaries) out << " " << s;
      out << "\n";
    }
    for (const ReductionInfo& r : n.reductions) {
      out << "  reduction " << r.var << ": " << reduction_op_name(r.op) << " of " << ast::type_name(r.type)
          << " values, starting from "
          << (r.initial ? ast::to_fortran(r.initial) : std::string("the caller's value (intent(inout))"));
      if (!r.stored_into.empty()) out << ", stored into " << r.stored_into;
      out << "; 0 bytes per point\n";
    }
    out << "  flops per point: " << n.flops.total() << " (" << n.flops.add << " add, " << n.flops.mul << " mul, "
        << n.flops.div << " div";
    for (const auto& [name, count] : n.flops.intrinsics) out << ", " << count << " " << name;
    out << ")\n";
    out << "  bytes per point: " << n.compulsory_bytes << " compulsory, " << n.naive_bytes << " with write-allocate\n";
    if (n.compulsory_bytes > 0) {
      out << "  arithmetic intensity: "
          << fixed(static_cast<double>(n.flops.total()) / static_cast<double>(n.compulsory_bytes), 3)
          << " flop/byte compulsory, "
          << fixed(static_cast<double>(n.flops.total()) / static_cast<double>(n.naive_bytes), 3)
          << " with write-allocate\n";
    }
    out << "  legal: " << (n.legality.legal ? "yes" : "no") << "\n";
    for (const std::string& note : n.legality.notes) out << "    " << note << "\n";
    // Constant indices whose bounds the arguments decide: the library checks them.
    for (const RuntimeBound& b : n.runtime_bounds)
      out << "  checked at each call: " << b.margin.str() << " >= 0 (" << b.message << ")\n";
  }
  return out.str();
}

}  // namespace st

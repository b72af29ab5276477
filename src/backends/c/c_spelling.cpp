#include "backends/c/c_spelling.h"

#include <cmath>
#include <cstdio>

#include "frontend/diagnostics.h"

namespace st {

std::string c_type(ast::ScalarType type) {
  if (type.is_real()) return type.kind == 4 ? "float" : "double";
  return type.kind == 8 ? "int64_t" : "int32_t";
}

std::string c_type_suffix(ast::ScalarType type) {
  if (type.is_real()) return type.kind == 4 ? "f32" : "f64";
  return type.kind == 8 ? "i64" : "i32";
}

std::string c_ptrdiff(const Affine& form, const std::function<std::string(const std::string&)>& name) {
  std::string s;
  for (const auto& [term, c] : form.terms) {
    std::string t = "(ptrdiff_t)" + name(term);
    if (c != 1 && c != -1) t.insert(0, std::to_string(c < 0 ? -c : c) + " * ");
    if (s.empty()) {
      s = (c < 0 ? "-" : "") + t;
    } else {
      s += (c < 0 ? " - " : " + ") + t;
    }
  }
  if (s.empty()) return std::to_string(form.constant);
  if (form.constant != 0) s += (form.constant < 0 ? " - " : " + ") + std::to_string(std::llabs(form.constant));
  return s;
}

std::string c_int_literal(long long value) {
  std::string s = std::to_string(value);
  if (value > 2147483647LL || value < -2147483647LL) s += "LL";
  return s;
}

std::string c_real_literal(const ast::RealLit& lit) {
  double v = ast::literal_value(lit);
  internal_assert(std::isfinite(v)) << "real literal is not finite";
  char buf[64];
  if (lit.type_kind == 4) {
    std::snprintf(buf, sizeof buf, "%.9g", static_cast<double>(static_cast<float>(v)));
  } else {
    std::snprintf(buf, sizeof buf, "%.17g", v);
  }
  std::string s = buf;
  if (s.find_first_of(".eE") == std::string::npos) s += ".0";
  if (lit.type_kind == 4) s += "f";
  return s;
}

std::string c_one(ast::ScalarType type) {
  if (!type.is_real()) return "1";
  return type.kind == 4 ? "1.0f" : "1.0";
}

std::string c_constant(double value, ast::ScalarType type) {
  char text[64];
  if (type.is_real()) {
    std::snprintf(text, sizeof text, "%.17g", value);
    return "(" + c_type(type) + ")" + text;
  }
  std::snprintf(text, sizeof text, "%lld", static_cast<long long>(value));
  return "(" + c_type(type) + ")" + text + "LL";
}

std::string indented(const std::string& text, size_t by) {
  if (by == 0) return text;
  std::string out, pad(by, ' ');
  size_t at = 0;
  while (at < text.size()) {
    size_t end = text.find('\n', at);
    end = end == std::string::npos ? text.size() : end + 1;
    if (end - at > 1) out += pad;
    out += text.substr(at, end - at);
    at = end;
  }
  return out;
}

}  // namespace st

#include "support/param_assignment.h"

#include <cctype>
#include <charconv>

#include "frontend/diagnostics.h"

namespace st {

namespace {

std::string trimmed(const std::string& s) {
  size_t b = s.find_first_not_of(" \t");
  if (b == std::string::npos) return "";
  size_t e = s.find_last_not_of(" \t");
  return s.substr(b, e - b + 1);
}

}  // namespace

ParamAssignment parse_param(const std::string& assignment) {
  auto malformed = [&] { return UserError("--param '" + assignment + "' is not NAME=INTEGER"); };
  size_t eq = assignment.find('=');
  if (eq == std::string::npos) throw malformed();
  ParamAssignment a;
  a.name = trimmed(assignment.substr(0, eq));
  if (a.name.empty()) throw malformed();
  for (char& c : a.name) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  std::string text = trimmed(assignment.substr(eq + 1));
  const char* first = text.data();
  const char* last = text.data() + text.size();
  if (text.size() > 1 && text[0] == '+' && std::isdigit(static_cast<unsigned char>(text[1]))) ++first;
  auto [end, error] = std::from_chars(first, last, a.value);
  if (text.empty() || error != std::errc() || end != last) throw malformed();
  return a;
}

}  // namespace st

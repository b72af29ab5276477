#include "backends/pass_schedule.h"

namespace st {

namespace {

// The C text of "the passes of `bt` steps that `steps` steps take are odd in number" and
// of the steps of the last of them (the others whole), the three conditions' parts.
std::string pass_count(const std::string& steps, int bt) {
  return "(" + steps + " + " + std::to_string(bt - 1) + ") / " + std::to_string(bt);
}
std::string odd_passes(const std::string& steps, int bt) { return "(" + pass_count(steps, bt) + ") % 2 == 1"; }
std::string last_pass(const std::string& steps, int bt) {
  return steps + " - (" + pass_count(steps, bt) + " - 1) * " + std::to_string(bt);
}

}  // namespace

std::string pass_halving_declaration(int bt, const std::string& steps, const std::string& indent) {
  return indent + "int st_halve = " + odd_passes(steps, bt) + " && " + last_pass(steps, bt) + " >= 2;\n";
}

std::string peel_condition(const std::string& steps, int bt) {
  return steps + " > 0 && " + odd_passes(steps, bt) + " && " + steps + " % " + std::to_string(bt) + " == 1";
}

std::string cpu_peeled_steps(const std::string& steps, int bt) {
  const std::string last = "(" + last_pass(steps, bt) + ")";
  return "(" + steps + " > 0 && " + odd_passes(steps, bt) + " && " + last + " <= 2 ? " + last + " : 0)";
}

std::string pass_halving_statement(int bt, const std::string& now, const std::string& indent) {
  return indent + "if (st_halve && st_left <= " + std::to_string(bt) + ") {\n" + indent + "  " + now +
         " = (int)((st_left + 1) / 2);\n" + indent + "  st_halve = 0;\n" + indent + "}\n";
}

}  // namespace st

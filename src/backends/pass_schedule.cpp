#include "backends/pass_schedule.h"

namespace st {

std::string pass_halving_declaration(int bt, const std::string& steps, const std::string& indent) {
  const std::string b = std::to_string(bt);
  return indent + "int st_halve = ((" + steps + " + " + std::to_string(bt - 1) + ") / " + b + ") % 2 == 1 && " + steps +
         " - ((" + steps + " + " + std::to_string(bt - 1) + ") / " + b + " - 1) * " + b + " >= 2;\n";
}

std::string peel_condition(const std::string& steps, int bt) {
  const std::string b = std::to_string(bt);
  return steps + " > 0 && ((" + steps + " + " + std::to_string(bt - 1) + ") / " + b + ") % 2 == 1 && " + steps + " % " +
         b + " == 1";
}

std::string cpu_peeled_steps(const std::string& steps, int bt) {
  const std::string b = std::to_string(bt);
  const std::string last =
      "(" + steps + " - ((" + steps + " + " + std::to_string(bt - 1) + ") / " + b + " - 1) * " + b + ")";
  return "(" + steps + " > 0 && ((" + steps + " + " + std::to_string(bt - 1) + ") / " + b + ") % 2 == 1 && " + last +
         " <= 2 ? " + last + " : 0)";
}

std::string pass_halving_statement(int bt, const std::string& now, const std::string& indent) {
  return indent + "if (st_halve && st_left <= " + std::to_string(bt) + ") {\n" + indent + "  " + now +
         " = (int)((st_left + 1) / 2);\n" + indent + "  st_halve = 0;\n" + indent + "}\n";
}

}  // namespace st

// One --param assignment, read one way wherever --param is read: by a tuning run of
// either target (fix_params), by --emit=c|fortran (parse_params), by the CPU's
// decomposition (parse_cpu_variant) and by --emit=cuda. Each reader then judges the
// name and the value by its own rules; the text is split and the integer read here.
#pragma once

#include <string>

namespace st {

struct ParamAssignment {
  std::string name;  // upper-cased, without the blanks around it: "CX"
  long long value = 0;
};

// NAME=INTEGER, e.g. "cx=64" or " RY = 2": blanks around the name and the value are
// ignored, the name is upper-cased, the value is a decimal integer with an optional
// sign that fits in 64 bits. Throws UserError "--param 'ASSIGNMENT' is not
// NAME=INTEGER" when there is no '=', no name, or a value that is not such an integer.
ParamAssignment parse_param(const std::string& assignment);

}  // namespace st

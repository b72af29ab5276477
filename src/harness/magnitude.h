// The magnitude pass, which scales the check harness's tolerance: from the user's
// subroutine it makes one that writes, at every point the original writes, the sum of
// the magnitudes of the terms that make up that point's value (and nothing anywhere
// else). Rounding errors, and so the differences between two correct evaluation orders,
// are proportional to it, not to the value itself, which may cancel to nearly 0.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "analysis/symbols.h"
#include "ast/ast.h"

namespace st {

// The rules, for m(e) the magnitude of e:
//   leaves: m(x) = |x|; integer expressions are exact, m(n) = |n|
//   m(-a) = m(a);  m(a + b) = m(a - b) = m(a) + m(b);  m(a * b) = m(a) * m(b)
//   m(a / b) = (m(a) + |a/b| m(b)) / |b|       (first-order propagation through 1/b)
//   m(a ** n) = m(a) ** n for a literal n >= 0, else |a**b| (1 + |b| m(a)/|a| + |log|a|| m(b))
//   m(abs(a)) = m(a), m(sqrt(a)) = sqrt|a| + m(a) / (2 sqrt|a|), m(exp(a)) = exp(a) (1 + m(a)),
//   m(log(a)) = |log a| + m(a)/|a|, m(sin(a)) = |sin a| + m(a) (cos likewise),
//   m(min(a, b, ...)) = m(max(...)) = max(m(a), m(b), ...)
// A scalar temporary t keeps its value (later expressions may need it, e.g. as a
// divisor) and gets a companion temporary holding m(t), which its uses read. An array
// the original updates in place (u(i) = u(i) + ...) would be read back as magnitudes,
// so its reads go to an extra argument holding its initial values instead. A scalar
// argument the subroutine assigns (a reduction's result) is given, like an array, the
// magnitude of its value: it starts from the magnitude the caller passes and ends
// holding m(its value), a running sum of its terms' magnitudes for a sum. In a time loop
// the copy of initial values is refreshed after each nest with what it wrote, so that
// the next step reads the magnitudes of the values the step before left, not the initial
// ones (the caller passes a scratch copy it may change).
struct Magnitudes {
  ast::Subroutine sub;
  // For each array updated in place: the extra dummy, appended to the arguments, and
  // the array whose initial values the caller passes in it.
  std::vector<std::pair<std::string, std::string>> value_arguments;
};

Magnitudes magnitude_subroutine(const ast::Subroutine& sub, const SymbolTable& symbols);

}  // namespace st

#include "interp.h"

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <sstream>

namespace st::interp {

namespace {

using namespace ast;

ScalarType implicit_type(const std::string& name) {
  char c = name.empty() ? 'a' : name[0];
  return (c >= 'i' && c <= 'n') ? ScalarType::integer(4) : ScalarType::real(4);
}

double round_to_kind(double v, int kind) { return kind == 4 ? static_cast<double>(static_cast<float>(v)) : v; }

// x**n for an integer n by repeated squaring, as libgfortran's pow_r*_i* computes it.
template <typename T>
T power(T x, long long n) {
  T result = 1;
  unsigned long long u = n < 0 ? static_cast<unsigned long long>(-n) : static_cast<unsigned long long>(n);
  while (u != 0) {
    if (u & 1) result *= x;
    u >>= 1;
    if (u != 0) x *= x;
  }
  return n < 0 ? T(1) / result : result;
}

long long integer_power(long long x, long long n) {
  if (n < 0) {
    if (x == 1) return 1;
    if (x == -1) return n % 2 == 0 ? 1 : -1;
    if (x == 0) throw InterpError("0 raised to a negative power");
    return 0;
  }
  long long r = 1;
  for (long long k = 0; k < n; ++k) r *= x;
  return r;
}

template <typename T>
T real_op(BinaryOp op, T x, T y) {
  switch (op) {
    case BinaryOp::Add: return x + y;
    case BinaryOp::Sub: return x - y;
    case BinaryOp::Mul: return x * y;
    case BinaryOp::Div: return x / y;
    case BinaryOp::Pow: return std::pow(x, y);
  }
  return 0;
}

Value arithmetic(BinaryOp op, const Value& a, const Value& b) {
  if (!a.type.is_real() && !b.type.is_real()) {
    int kind = std::max(a.type.kind, b.type.kind);
    long long x = a.integer;
    long long y = b.integer;
    switch (op) {
      case BinaryOp::Add: return Value::of_integer(x + y, kind);
      case BinaryOp::Sub: return Value::of_integer(x - y, kind);
      case BinaryOp::Mul: return Value::of_integer(x * y, kind);
      case BinaryOp::Div:
        if (y == 0) throw InterpError("integer division by zero");
        return Value::of_integer(x / y, kind);
      case BinaryOp::Pow: return Value::of_integer(integer_power(x, y), kind);
    }
  }
  int kind = std::max(a.type.is_real() ? a.type.kind : 0, b.type.is_real() ? b.type.kind : 0);
  double x = a.converted(ScalarType::real(kind)).real;
  if (op == BinaryOp::Pow && !b.type.is_real()) {
    if (kind == 4) return Value::of_real(static_cast<double>(power(static_cast<float>(x), b.integer)), 4);
    return Value::of_real(power(x, b.integer), 8);
  }
  double y = b.converted(ScalarType::real(kind)).real;
  if (kind == 4)
    return Value::of_real(static_cast<double>(real_op(op, static_cast<float>(x), static_cast<float>(y))), 4);
  return Value::of_real(real_op(op, x, y), 8);
}

class Interpreter {
 public:
  Interpreter(const SymbolTable& s, Memory& m) : symbols_(s), memory_(m) {}

  void exec(const StmtList& stmts) {
    for (const Stmt& s : stmts) exec(s);
  }

  void exec(const Stmt& s) {
    if (const auto* a = as<Assign>(s)) {
      Value v = eval(a->rhs);
      store(a->lhs, v);
    } else if (const auto* l = as<Let>(s)) {
      let_types_[l->name] = l->type;
      memory_.scalars[l->name] = eval(l->value).converted(l->type);
    } else if (const auto* d = as<Do>(s)) {
      loop(*d);
    }
  }

  Value eval(const Expr& e) {
    switch (e->kind) {
      case NodeKind::IntLit: return Value::of_integer(as<IntLit>(e)->value);
      case NodeKind::RealLit: return Value::of_real(as<RealLit>(e)->value, as<RealLit>(e)->type_kind);
      case NodeKind::VarRef: return variable(as<VarRef>(e)->name);
      case NodeKind::ArrayRef: {
        const auto* r = as<ArrayRef>(e);
        Array& array = array_named(r->name);
        return load(array, array.offset(subscripts(r->indices)));
      }
      case NodeKind::LinearRef: {
        const auto* r = as<LinearRef>(e);
        Array& array = array_named(r->name);
        return load(array, linear_offset(array, r->name, r->offset));
      }
      case NodeKind::Unary: {
        const auto* u = as<Unary>(e);
        Value v = eval(u->operand);
        if (u->op == UnaryOp::Neg) {
          v.integer = -v.integer;
          v.real = -v.real;
        }
        return v;
      }
      case NodeKind::Binary: {
        const auto* b = as<Binary>(e);
        Value x = eval(b->lhs);
        Value y = eval(b->rhs);
        return arithmetic(b->op, x, y);
      }
      case NodeKind::Call: return call(*as<Call>(e));
      default: throw InterpError("cannot evaluate a " + std::string(kind_name(e->kind)));
    }
  }

 private:
  const SymbolTable& symbols_;
  Memory& memory_;
  std::map<std::string, ScalarType> let_types_;

  Array& array_named(const std::string& name) {
    auto it = memory_.arrays.find(name);
    if (it == memory_.arrays.end()) throw InterpError("array '" + name + "' is not in memory_");
    return it->second;
  }

  std::vector<long long> subscripts(const std::vector<Expr>& indices) {
    std::vector<long long> values;
    for (const Expr& i : indices) {
      Value v = eval(i);
      if (v.type.is_real()) throw InterpError("a real subscript");
      values.push_back(v.integer);
    }
    return values;
  }

  size_t linear_offset(const Array& array, const std::string& name, const Expr& offset) {
    Value v = eval(offset);
    if (v.type.is_real()) throw InterpError("a real offset");
    if (v.integer < 0 || static_cast<size_t>(v.integer) >= array.data.size()) {
      throw InterpError("offset " + std::to_string(v.integer) + " is outside '" + name + "' (" +
                        std::to_string(array.data.size()) + " elements)");
    }
    return static_cast<size_t>(v.integer);
  }

  static Value load(const Array& array, size_t offset) {
    double v = array.data[offset];
    if (array.type.is_real()) return Value::of_real(v, array.type.kind);
    return Value::of_integer(static_cast<long long>(v), array.type.kind);
  }

  Value variable(const std::string& name) {
    auto it = memory_.scalars.find(name);
    if (it != memory_.scalars.end()) return it->second;
    const Symbol* s = symbols_.find(name);
    if (s && s->kind == SymbolKind::Parameter && s->init) {
      Value v = eval(s->init).converted(s->type);
      memory_.scalars[name] = v;
      return v;
    }
    throw InterpError("'" + name + "' is read before it is set");
  }

  ScalarType scalar_type(const std::string& name) const {
    if (const Symbol* s = symbols_.find(name); s && s->kind == SymbolKind::Scalar && !s->implicitly_typed)
      return s->type;
    if (auto it = let_types_.find(name); it != let_types_.end()) return it->second;
    if (auto it = memory_.scalars.find(name); it != memory_.scalars.end()) return it->second.type;
    return implicit_type(name);
  }

  void store(const Expr& target, const Value& v) {
    if (const auto* var = as<VarRef>(target)) {
      memory_.scalars[var->name] = v.converted(scalar_type(var->name));
    } else if (const auto* r = as<ArrayRef>(target)) {
      Array& array = array_named(r->name);
      size_t offset = array.offset(subscripts(r->indices));
      array.data[offset] =
          array.type.is_real() ? v.converted(array.type).real : static_cast<double>(v.converted(array.type).integer);
    } else if (const auto* l = as<LinearRef>(target)) {
      Array& array = array_named(l->name);
      size_t offset = linear_offset(array, l->name, l->offset);
      array.data[offset] =
          array.type.is_real() ? v.converted(array.type).real : static_cast<double>(v.converted(array.type).integer);
    } else {
      throw InterpError("cannot assign to a " + std::string(kind_name(target->kind)));
    }
  }

  // Fortran's DO: bounds and step evaluated once, the trip count fixed before the first
  // iteration, the variable left one step past the last iteration.
  void loop(const Do& d) {
    Value lo = eval(d.lower);
    Value hi = eval(d.upper);
    Value st = d.step ? eval(d.step) : Value::of_integer(1);
    if (lo.type.is_real() || hi.type.is_real() || st.type.is_real()) throw InterpError("a real loop bound");
    if (st.integer == 0) throw InterpError("a loop step of zero");
    long long trips = (hi.integer - lo.integer + st.integer) / st.integer;
    if (trips < 0) trips = 0;
    ScalarType type = scalar_type(d.var);
    if (type.is_real()) type = ScalarType::integer(4);
    long long v = lo.integer;
    for (long long n = 0; n < trips; ++n, v += st.integer) {
      memory_.scalars[d.var] = Value::of_integer(v, type.kind);
      exec(d.body);
    }
    memory_.scalars[d.var] = Value::of_integer(v, type.kind);
  }

  Value call(const Call& c) {
    std::vector<Value> args;
    for (const Expr& a : c.args) args.push_back(eval(a));
    if (args.empty()) throw InterpError("intrinsic '" + c.name + "' without arguments");
    if (int kind = conversion_kind(c)) return args[0].converted(ScalarType::real(kind));
    if (c.name == "min" || c.name == "max") {
      ScalarType type = args[0].type;
      for (const Value& a : args) {
        if (a.type.is_real() && (!type.is_real() || a.type.kind > type.kind)) type = a.type;
        if (!a.type.is_real() && !type.is_real()) type.kind = std::max(type.kind, a.type.kind);
      }
      Value best = args[0].converted(type);
      for (size_t k = 1; k < args.size(); ++k) {
        Value v = args[k].converted(type);
        bool less = type.is_real() ? v.real < best.real : v.integer < best.integer;
        bool more = type.is_real() ? v.real > best.real : v.integer > best.integer;
        if (c.name == "min" ? less : more) best = v;
      }
      return best;
    }
    Value x = args[0];
    if (c.name == "abs") {
      if (x.type.is_real()) return Value::of_real(std::fabs(x.real), x.type.kind);
      return Value::of_integer(x.integer < 0 ? -x.integer : x.integer, x.type.kind);
    }
    if (!x.type.is_real()) x = x.converted(ScalarType::real(4));
    int kind = x.type.kind;
    auto apply = [&](float (*f)(float), double (*g)(double)) {
      if (kind == 4) return Value::of_real(static_cast<double>(f(static_cast<float>(x.real))), 4);
      return Value::of_real(g(x.real), 8);
    };
    if (c.name == "sqrt") return apply(std::sqrt, std::sqrt);
    if (c.name == "exp") return apply(std::exp, std::exp);
    if (c.name == "log") return apply(std::log, std::log);
    if (c.name == "sin") return apply(std::sin, std::sin);
    if (c.name == "cos") return apply(std::cos, std::cos);
    throw InterpError("unknown intrinsic '" + c.name + "'");
  }
};

std::uint64_t next_random(std::uint64_t& state) {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}

std::string describe(const Array& array, size_t offset) {
  std::ostringstream s;
  s << "(";
  std::vector<long long> index = array.index_of(offset);
  for (size_t d = 0; d < index.size(); ++d) s << (d ? "," : "") << index[d];
  s << ")";
  return s.str();
}

}  // namespace

Value Value::of_integer(long long v, int kind) { return Value{ScalarType::integer(kind), v, 0}; }

Value Value::of_real(double v, int kind) { return Value{ScalarType::real(kind), 0, round_to_kind(v, kind)}; }

Value Value::converted(ScalarType to) const {
  if (to.is_real()) return of_real(type.is_real() ? real : static_cast<double>(integer), to.kind);
  if (type.is_real()) return of_integer(static_cast<long long>(std::trunc(real)), to.kind);
  return of_integer(integer, to.kind);
}

Array::Array(ScalarType t, std::vector<long long> lo, std::vector<long long> hi)
    : type(t), lower(std::move(lo)), upper(std::move(hi)) {
  size_t n = 1;
  for (size_t d = 0; d < lower.size(); ++d) {
    long long extent = upper[d] - lower[d] + 1;
    n *= extent > 0 ? static_cast<size_t>(extent) : 0;
  }
  data.assign(n, 0.0);
}

size_t Array::offset(const std::vector<long long>& index) const {
  if (index.size() != lower.size()) {
    throw InterpError("an array of rank " + std::to_string(lower.size()) + " indexed with " +
                      std::to_string(index.size()) + " subscripts");
  }
  size_t offset = 0;
  size_t stride = 1;
  for (size_t d = 0; d < index.size(); ++d) {
    if (index[d] < lower[d] || index[d] > upper[d]) {
      throw InterpError("subscript " + std::to_string(index[d]) + " of dimension " + std::to_string(d + 1) +
                        " is outside " + std::to_string(lower[d]) + ":" + std::to_string(upper[d]));
    }
    offset += static_cast<size_t>(index[d] - lower[d]) * stride;
    stride *= static_cast<size_t>(upper[d] - lower[d] + 1);
  }
  return offset;
}

std::vector<long long> Array::index_of(size_t offset) const {
  std::vector<long long> index;
  for (size_t d = 0; d < lower.size(); ++d) {
    auto extent = static_cast<size_t>(upper[d] - lower[d] + 1);
    index.push_back(lower[d] + static_cast<long long>(offset % extent));
    offset /= extent;
  }
  return index;
}

void run(const Subroutine& sub, const SymbolTable& symbols, Memory& memory) {
  Interpreter interpreter(symbols, memory);
  interpreter.exec(sub.body);
}

void fill_random(Array& array, unsigned seed) {
  std::uint64_t state = 0x9E3779B97F4A7C15ull ^ (static_cast<std::uint64_t>(seed) * 0x100000001B3ull);
  if (state == 0) state = 1;
  for (double& v : array.data) {
    double unit = static_cast<double>(next_random(state) >> 11) * 0x1.0p-53;
    double x = 2.0 * unit - 1.0;
    v = array.type.is_real() ? round_to_kind(x, array.type.kind) : std::floor(x * 100.0);
  }
}

void bind_arguments(const Subroutine& sub, const SymbolTable& symbols, Memory& memory, unsigned seed) {
  Interpreter interpreter(symbols, memory);
  unsigned n = 0;
  for (const std::string& name : symbols.dummies()) {
    ++n;
    const Symbol* s = symbols.find(name);
    if (!s) continue;
    if (s->kind == SymbolKind::Array) {
      std::vector<long long> lo;
      std::vector<long long> hi;
      for (int d = 0; d < s->rank(); ++d) {
        lo.push_back(interpreter.eval(s->lower(d)).integer);
        hi.push_back(interpreter.eval(s->dims[static_cast<size_t>(d)].upper).integer);
      }
      Array array(s->type, lo, hi);
      fill_random(array, seed * 7919u + n);
      memory.arrays[name] = std::move(array);
    } else if (s->kind == SymbolKind::Scalar && s->type.is_real() && !memory.scalars.count(name)) {
      Array one(s->type, {1}, {1});
      fill_random(one, seed * 7919u + n);
      memory.scalars[name] = Value::of_real(one.data[0], s->type.kind);
    }
  }
  (void)sub;
}

std::string compare_arrays(const Memory& expected, const Memory& actual) {
  std::string first;
  size_t differing = 0;
  for (const auto& [name, a] : expected.arrays) {
    auto it = actual.arrays.find(name);
    if (it == actual.arrays.end()) return "array '" + name + "' is missing";
    const Array& b = it->second;
    if (a.data.size() != b.data.size()) return "array '" + name + "' has a different size";
    for (size_t k = 0; k < a.data.size(); ++k) {
      if (std::bit_cast<std::uint64_t>(a.data[k]) == std::bit_cast<std::uint64_t>(b.data[k])) continue;
      if (first.empty()) {
        std::ostringstream s;
        s.precision(17);
        s << name << describe(a, k) << ": expected " << a.data[k] << ", got " << b.data[k];
        first = s.str();
      }
      ++differing;
    }
  }
  if (differing == 0) return "";
  return first + " (" + std::to_string(differing) + " elements differ)";
}

size_t count_differences(const Memory& a, const Memory& b) {
  size_t n = 0;
  for (const auto& [name, x] : a.arrays) {
    auto it = b.arrays.find(name);
    if (it == b.arrays.end()) continue;
    for (size_t k = 0; k < x.data.size() && k < it->second.data.size(); ++k) {
      if (std::bit_cast<std::uint64_t>(x.data[k]) != std::bit_cast<std::uint64_t>(it->second.data[k])) ++n;
    }
  }
  return n;
}

std::string compare_runs(const Subroutine& original, const Subroutine& transformed, const SymbolTable& symbols,
                         const std::map<std::string, long long>& integers, unsigned seed) {
  Memory initial;
  for (const auto& [name, value] : integers) initial.scalars[name] = Value::of_integer(value);
  bind_arguments(original, symbols, initial, seed);
  Memory expected = initial;
  Memory actual = initial;
  try {
    run(original, symbols, expected);
  } catch (const InterpError& e) {
    return std::string("the original stopped: ") + e.what();
  }
  try {
    run(transformed, symbols, actual);
  } catch (const InterpError& e) {
    return std::string("the transformed subroutine stopped: ") + e.what();
  }
  if (count_differences(initial, expected) == 0) return "the original writes no array element";
  return compare_arrays(expected, actual);
}

}  // namespace st::interp

// How the C printer, and the generators built on it, spell Fortran's types, literals
// and integer forms in C: each literal of exactly the value and type Fortran gives it,
// so that the C computes what the Fortran computes.
#pragma once

#include <functional>
#include <string>

#include "analysis/affine.h"
#include "ast/ast.h"

namespace st {

// "int32_t", "int64_t", "float", "double".
std::string c_type(ast::ScalarType type);

// The suffix of the runtime helpers for a type (st_min_f64, st_stream_i32): "f32",
// "f64", "i32", "i64".
std::string c_type_suffix(ast::ScalarType type);

// An integer affine form as a ptrdiff_t expression, e.g. "(ptrdiff_t)nx + 2", with each
// name spelled by `name`.
std::string c_ptrdiff(const Affine& form, const std::function<std::string(const std::string&)>& name);

// An integer literal; beyond the range of int32_t it is long long ("3000000000LL").
std::string c_int_literal(long long value);

// A C floating literal of exactly the value the Fortran compiler reads from the
// literal's spelling (rounded once to the literal's own kind) and of its type: %.17g
// for double, %.9g with an f suffix for float, both of which read back the same value.
std::string c_real_literal(const ast::RealLit& lit);

// A constant (a parameter's or a literal's value) as a C expression of `type`: "(float)0.10000000000000001".
std::string c_constant(double value, ast::ScalarType type);

// One of type `type`: "1", "1.0f", "1.0".
std::string c_one(ast::ScalarType type);

// `text` with every non-empty line moved right by `by` spaces (printed code put inside
// a loop the generator adds around it).
std::string indented(const std::string& text, size_t by);

}  // namespace st

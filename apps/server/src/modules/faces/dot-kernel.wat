(module
  (import "env" "memory" (memory 1))
  ;; Two rows per pass share the query's loads. Rows and query are 16-bit integers: each pair of
  ;; products is summed exactly in 32 bits, widened to 64 so no sum of 1,024 products overflows.
  (func $pair (param $a i32) (param $b i32) (param $dim i32) (param $query i32) (param $out i32)
    (local $end i32) (local $qp i32) (local $q v128) (local $p v128) (local $sa v128) (local $sb v128)
    (local.set $end (i32.add (local.get $a) (i32.shl (local.get $dim) (i32.const 1))))
    (local.set $qp (local.get $query))
    (block $rowDone
      (loop $nextEight
        (br_if $rowDone (i32.ge_u (local.get $a) (local.get $end)))
        (local.set $q (v128.load (local.get $qp)))
        (local.set $p (i32x4.dot_i16x8_s (v128.load (local.get $a)) (local.get $q)))
        (local.set $sa (i64x2.add (local.get $sa) (i64x2.add
          (i64x2.extend_low_i32x4_s (local.get $p)) (i64x2.extend_high_i32x4_s (local.get $p)))))
        (local.set $p (i32x4.dot_i16x8_s (v128.load (local.get $b)) (local.get $q)))
        (local.set $sb (i64x2.add (local.get $sb) (i64x2.add
          (i64x2.extend_low_i32x4_s (local.get $p)) (i64x2.extend_high_i32x4_s (local.get $p)))))
        (local.set $a (i32.add (local.get $a) (i32.const 16)))
        (local.set $b (i32.add (local.get $b) (i32.const 16)))
        (local.set $qp (i32.add (local.get $qp) (i32.const 16)))
        (br $nextEight)))
    ;; Below 2^53 in magnitude, so the double is the exact sum.
    (f64.store (local.get $out) (f64.convert_i64_s
      (i64.add (i64x2.extract_lane 0 (local.get $sa)) (i64x2.extract_lane 1 (local.get $sa)))))
    (f64.store offset=8 (local.get $out) (f64.convert_i64_s
      (i64.add (i64x2.extract_lane 0 (local.get $sb)) (i64x2.extract_lane 1 (local.get $sb))))))
  ;; The largest magnitude of the floats (NaN or infinite if one is): without their sign bits,
  ;; floats order as their bits do, and one integer maximum is far quicker than f32x4.max.
  (func (export "largest") (param $src i32) (param $dim i32) (result f32)
    (local $end i32) (local $m v128)
    (local.set $end (i32.add (local.get $src) (i32.shl (local.get $dim) (i32.const 2))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $src) (local.get $end)))
        (local.set $m (i32x4.max_u (local.get $m) (v128.and (v128.load (local.get $src))
          (v128.const i32x4 0x7fffffff 0x7fffffff 0x7fffffff 0x7fffffff))))
        (local.set $src (i32.add (local.get $src) (i32.const 16)))
        (br $next)))
    (local.set $m (i32x4.max_u (local.get $m)
      (i8x16.shuffle 8 9 10 11 12 13 14 15 0 1 2 3 4 5 6 7 (local.get $m) (local.get $m))))
    (local.set $m (i32x4.max_u (local.get $m)
      (i8x16.shuffle 4 5 6 7 0 1 2 3 4 5 6 7 0 1 2 3 (local.get $m) (local.get $m))))
    (f32.reinterpret_i32 (i32x4.extract_lane 0 (local.get $m))))
  ;; Each float times $scale, rounded to the nearest integer, into 16 bits (saturating).
  (func (export "quantize") (param $src i32) (param $dst i32) (param $dim i32) (param $scale f32)
    (local $end i32) (local $k v128)
    (local.set $k (f32x4.splat (local.get $scale)))
    (local.set $end (i32.add (local.get $src) (i32.shl (local.get $dim) (i32.const 2))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $src) (local.get $end)))
        (v128.store (local.get $dst) (i16x8.narrow_i32x4_s
          (i32x4.trunc_sat_f32x4_s (f32x4.nearest (f32x4.mul (v128.load (local.get $src)) (local.get $k))))
          (i32x4.trunc_sat_f32x4_s (f32x4.nearest (f32x4.mul (v128.load offset=16 (local.get $src)) (local.get $k))))))
        (local.set $src (i32.add (local.get $src) (i32.const 32)))
        (local.set $dst (i32.add (local.get $dst) (i32.const 16)))
        (br $next))))
  (func (export "scoreRows")
    (param $matrix i32) (param $rows i32) (param $dim i32) (param $query i32) (param $out i32)
    (local $rowBytes i32)
    (local.set $rowBytes (i32.shl (local.get $dim) (i32.const 1)))
    (block $done
      (loop $next
        (br_if $done (i32.lt_u (local.get $rows) (i32.const 2)))
        (call $pair (local.get $matrix) (i32.add (local.get $matrix) (local.get $rowBytes))
          (local.get $dim) (local.get $query) (local.get $out))
        (local.set $matrix (i32.add (local.get $matrix) (i32.shl (local.get $rowBytes) (i32.const 1))))
        (local.set $out (i32.add (local.get $out) (i32.const 16)))
        (local.set $rows (i32.sub (local.get $rows) (i32.const 2)))
        (br $next)))
    ;; An odd last row is paired with itself; only its own score is kept.
    (if (i32.eq (local.get $rows) (i32.const 1))
      (then
        (call $pair (local.get $matrix) (local.get $matrix) (local.get $dim) (local.get $query) (local.get $out))))))

(module
  (import "env" "memory" (memory 1))
  ;; Two rows per pass share the query's loads and conversions.
  (func $pair (param $a i32) (param $b i32) (param $dim i32) (param $query i32) (param $out i32)
    (local $end i32) (local $qp i32)
    (local $a01 v128) (local $a23 v128) (local $b01 v128) (local $b23 v128)
    (local $q v128) (local $qLow v128) (local $qHigh v128) (local $m v128)
    (local.set $end (i32.add (local.get $a) (i32.shl (local.get $dim) (i32.const 2))))
    (local.set $qp (local.get $query))
    (block $rowDone
      (loop $nextFour
        (br_if $rowDone (i32.ge_u (local.get $a) (local.get $end)))
        (local.set $q (v128.load (local.get $qp)))
        (local.set $qLow (f64x2.promote_low_f32x4 (local.get $q)))
        (local.set $qHigh (f64x2.promote_low_f32x4
          (i8x16.shuffle 8 9 10 11 12 13 14 15 0 1 2 3 4 5 6 7 (local.get $q) (local.get $q))))
        (local.set $m (v128.load (local.get $a)))
        (local.set $a01 (f64x2.add (local.get $a01) (f64x2.mul (f64x2.promote_low_f32x4 (local.get $m)) (local.get $qLow))))
        (local.set $a23 (f64x2.add (local.get $a23) (f64x2.mul (f64x2.promote_low_f32x4
          (i8x16.shuffle 8 9 10 11 12 13 14 15 0 1 2 3 4 5 6 7 (local.get $m) (local.get $m))) (local.get $qHigh))))
        (local.set $m (v128.load (local.get $b)))
        (local.set $b01 (f64x2.add (local.get $b01) (f64x2.mul (f64x2.promote_low_f32x4 (local.get $m)) (local.get $qLow))))
        (local.set $b23 (f64x2.add (local.get $b23) (f64x2.mul (f64x2.promote_low_f32x4
          (i8x16.shuffle 8 9 10 11 12 13 14 15 0 1 2 3 4 5 6 7 (local.get $m) (local.get $m))) (local.get $qHigh))))
        (local.set $a (i32.add (local.get $a) (i32.const 16)))
        (local.set $b (i32.add (local.get $b) (i32.const 16)))
        (local.set $qp (i32.add (local.get $qp) (i32.const 16)))
        (br $nextFour)))
    (f64.store (local.get $out)
      (f64.add (f64.add (f64.add (f64x2.extract_lane 0 (local.get $a01)) (f64x2.extract_lane 1 (local.get $a01)))
        (f64x2.extract_lane 0 (local.get $a23))) (f64x2.extract_lane 1 (local.get $a23))))
    (f64.store offset=8 (local.get $out)
      (f64.add (f64.add (f64.add (f64x2.extract_lane 0 (local.get $b01)) (f64x2.extract_lane 1 (local.get $b01)))
        (f64x2.extract_lane 0 (local.get $b23))) (f64x2.extract_lane 1 (local.get $b23)))))
  (func (export "scoreRows")
    (param $matrix i32) (param $rows i32) (param $dim i32) (param $query i32) (param $out i32)
    (local $rowBytes i32)
    (local.set $rowBytes (i32.shl (local.get $dim) (i32.const 2)))
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

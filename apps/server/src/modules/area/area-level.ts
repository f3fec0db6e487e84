/**
 * The administrative level a GB/T 2260 code states by its shape: 1 province level (`110000` 北京市 as much as
 * `440000` 广东省), 2 prefecture level (`440300` 深圳市), 3 county level (`110101` 东城区, sitting straight under a
 * municipality, or `469001` 五指山市 under Hainan), 4 township (9 digits), 5 village (12 digits). A code of
 * another shape states no level (undefined): the caller falls back to the depth in the tree.
 */
export function divisionLevel(code: string): number | undefined {
  if (/^\d{12}$/.test(code)) return 5;
  if (/^\d{9}$/.test(code)) return 4;
  if (!/^\d{6}$/.test(code)) return undefined;
  if (code.endsWith('0000')) return 1;
  return code.endsWith('00') ? 2 : 3;
}

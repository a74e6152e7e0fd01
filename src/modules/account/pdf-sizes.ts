/** Page sizes a member can choose for their PDFs, with their dimensions in inches (width, height). */
export const PDF_SIZES = [
  { name: 'A4', dim_in: [8.27, 11.69] },
  { name: 'Letter', dim_in: [8.5, 11] },
  { name: 'Legal', dim_in: [8.5, 14] },
  { name: 'A5', dim_in: [5.83, 8.27] },
  { name: 'Executive', dim_in: [7.25, 10.5] },
  { name: 'B5', dim_in: [6.93, 9.84] },
] as const satisfies readonly { name: string; dim_in: readonly [number, number] }[];

export type PdfSizeName = (typeof PDF_SIZES)[number]['name'];
export const PDF_SIZE_NAMES = PDF_SIZES.map((s) => s.name) as PdfSizeName[];

/** Part 3 §9: A4, 50 points (10–144), email proxy on. */
export const PDF_DEFAULTS = { pageSize: 'A4' as PdfSizeName, margin: 50, minMargin: 10, maxMargin: 144, emailProxy: true };

export const pdfSizeLabel = (name: PdfSizeName): string => {
  const size = PDF_SIZES.find((s) => s.name === name) ?? PDF_SIZES[0];
  return `${size.name} (${size.dim_in[0]} × ${size.dim_in[1]} in)`;
};

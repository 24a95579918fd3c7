/** An amount in the currency's smallest unit (paise for INR) as money: ₹4,999.00. */
export function formatAmount(minorUnits: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-IN", { style: "currency", currency }).format(minorUnits / 100);
  } catch {
    return `${(minorUnits / 100).toFixed(2)} ${currency}`;
  }
}

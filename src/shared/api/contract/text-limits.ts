/**
 * The longest text the API keeps in each field, in characters after trimming. A request schema of
 * the contract refuses anything longer (422 VALIDATION_ERROR naming the field), so no request,
 * however large its body, stores more; the shop's forms check the same numbers before sending and
 * say "at most …" in the shopper's language. docs/api-contract.md lists them.
 */
export const TEXT_LIMITS = {
  /** RFC 5321: a path is at most 256 octets, two of them its angle brackets. */
  email: 254,
  /** A first or last name; sign-up takes names (and a company's name) of this length too. */
  personName: 100,
  /** The name line of an address: a person, or a company with a department. */
  addressName: 120,
  /** Street, house number and any addition, in one line. */
  address: 200,
  /** The longest postal codes in use have 10 characters (a ZIP+4); room for a space or two. */
  postalcode: 12,
  city: 80,
  /** Digits, spaces, brackets and dashes after an optional + (TelephoneSchema's pattern). */
  telephone: 20,
  /** The shopper's remark with an order. */
  note: 500,
  /** What an EDI/UBL invoice's order reference carries. */
  purchaseOrderReference: 35,
  companyJoinCode: 40,
  /** The buyer's own name for one of their machines ("My machines"). */
  machineName: 60,
  /** Where that machine stands, e.g. a depot or a building. */
  machineSite: 60,
} as const;

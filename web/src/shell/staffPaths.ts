/**
 * The staff area's paths: the boards and the staff sign-in pages. The customer's quick links
 * (Home / Contact / Find Order) are not shown there: a shopkeeper or courier working a board
 * needs the screen, and a tap on "Home" would leave the live board.
 */
const staffPathPattern =
  /^\/(admin|vendor|delivery)(\/|$)|^\/(login|vendorLogin|deliveryLogin|forgetPassword)\/?$/;

export const isStaffPath = (pathname: string): boolean => staffPathPattern.test(pathname);

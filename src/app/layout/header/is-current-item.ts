/**
 * Whether a menu item is the page being shown. NavLink matches the path alone, so the three
 * results contexts (`/results?context=sale|outlet|new`) would all be current on any results page;
 * here an item's query belongs to what it points at: every parameter it carries must be in the
 * location with the same value. The path matches as NavLink's does (the page or one below it).
 */
export function isCurrentItem(href: string, location: { pathname: string; search: string }) {
  const target = new URL(href, 'http://shop.invalid');
  const onPath =
    location.pathname === target.pathname || location.pathname.startsWith(`${target.pathname}/`);
  if (!onPath) return false;
  const current = new URLSearchParams(location.search);
  return [...target.searchParams].every(([name, value]) => current.getAll(name).includes(value));
}

/** The category tree as the menu needs it: small enough to send to the browser. */
export interface MenuCategory {
  title: string;
  url: string;
  children: { title: string; url: string }[];
}

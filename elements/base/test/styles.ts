/** Loads an element's stylesheet into the test page, as a site's `<link>` would. */
export async function loadStyles(path: string): Promise<void> {
  if (document.querySelector(`link[href="${path}"]`)) return;
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: path });
  const loaded = new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = reject;
  });
  document.head.append(link);
  await loaded;
}

/**
 * Lets go of the players inside markup a test is done with. A media element removed from the page keeps its player
 * (in WebKitGTK a GStreamer pipeline, and the engine's scripted controls) until it is collected, and WebKit tears
 * all of them down when the runner leaves the test page. Leaving pb-media's page (the players its 28 tests make)
 * took 472–519 ms in WebKit (six runs, 4 Dec 2026), against about 60 ms for a page of one; in two CIs it did not
 * end within the runner's 90 s ("Timed out stopping the browser page", docs/BROWSERS.md §5). Emptied of its
 * sources and loaded again, an element lets go of its resource there and then (the media element load algorithm):
 * 137–364 ms in six runs. The load algorithm also pauses it, and a test never gives one a `srcObject`.
 */
export function releaseMedia(root: ParentNode): void {
  for (const media of root.querySelectorAll<HTMLMediaElement>('audio, video')) {
    media.controls = false;
    media.removeAttribute('src');
    for (const source of media.querySelectorAll('source')) source.remove();
    media.load();
  }
}

import { PbEvent } from '../core/pb-event.js';

export interface VideoActivateDetail {
  /** The video id ('' for a playlist without a start video). */
  id: string;
  /** The player URL about to be embedded. */
  src: string;
}

/** Fired before the player replaces the thumbnail; cancel it to keep the thumbnail. */
export class PbVideoActivateEvent extends PbEvent<VideoActivateDetail> {
  constructor(detail: VideoActivateDetail) {
    super('pb-video-activate', detail, true);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-video-activate': PbVideoActivateEvent;
  }
}

export interface VideoActivateDetail {
  /** The video id ('' for a playlist without a start video). */
  id: string;
  /** The player URL about to be embedded. */
  src: string;
}

/** Fired before the player replaces the thumbnail; cancel it to keep the thumbnail. */
export class PbVideoActivateEvent extends CustomEvent<VideoActivateDetail> {
  static readonly eventName = 'pb-video-activate';
  constructor(detail: VideoActivateDetail) {
    super(PbVideoActivateEvent.eventName, { detail, bubbles: true, composed: true, cancelable: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-video-activate': PbVideoActivateEvent;
  }
}

import { PbEvent } from '../core/pb-event.js';

export interface CommentReplyDetail {
  /** The comment being answered, or '0' when the form goes back to its place (a new top-level comment). */
  commentId: string;
}

/** Fired before the form moves under a comment or back to its place; cancel it to keep the form where it is. */
export class PbCommentReplyEvent extends PbEvent<CommentReplyDetail> {
  constructor(detail: CommentReplyDetail) {
    super('pb-comment-reply', detail, true);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-comment-reply': PbCommentReplyEvent;
  }
}

// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbCommentFormElement } from '../elements/pb-comment-form/pb-comment-form.js';
import '../elements/pb-comment-form/define.js';
import type { PbCommentReplyEvent } from '../elements/pb-comment-form/events.js';

export type { PbCommentReplyEvent };

/**
 * Comment form over the CMS's markup: accessible validation, a kept draft, reply-to without a page load.
 *
 * Renders `<pb-comment-form>`; importing this module registers it.
 */
export const PbCommentForm = createComponent({
  react: React,
  tagName: 'pb-comment-form',
  elementClass: PbCommentFormElement,
  events: {
    onPbCommentReply: 'pb-comment-reply' as EventName<PbCommentReplyEvent>,
  },
  displayName: 'PbCommentForm',
});

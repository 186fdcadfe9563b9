// GENERATED from custom-elements.json by `npm run generate` — do not edit.

import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PbCommentFormElement } from '../elements/pb-comment-form/pb-comment-form.js';
import '../elements/pb-comment-form/define.js';
import { routed, withAttributes } from './attributes.js';
import type { PbCommentReplyEvent } from '../elements/pb-comment-form/events.js';

export type { PbCommentReplyEvent };

/** The props the element reads from an attribute: property → [attribute, type]. */
const attributes = {
  requiredMessage: ['required-message', 'string'],
  urlMessage: ['url-message', 'string'],
} as const;

/**
 * Comment form over the CMS's markup: accessible validation, a kept draft, reply-to without a page load.
 *
 * Renders `<pb-comment-form>`; importing this module registers it. Its attribute-backed props are rendered as
 * attributes (on the server too), so server HTML upgrades as soon as the element's code loads.
 */
export const PbCommentForm = withAttributes(
  createComponent({
    react: React,
    tagName: 'pb-comment-form',
    elementClass: routed(PbCommentFormElement, attributes),
    events: {
      onPbCommentReply: 'pb-comment-reply' as EventName<PbCommentReplyEvent>,
    },
    displayName: 'PbCommentForm',
  }),
  attributes,
);

import { z } from 'zod';
import { ZPlatformParams } from '../common.ts';
import { defineRoute } from '../route.ts';
import {
  ZAnswerQuery,
  ZRegisterBody,
  ZRegisterQuery,
  ZRemoveFileQuery,
  ZSubmitAnswerParams,
  ZSubmitListQuery,
  ZSubmitPresentation,
  ZSubmitPresentationParams,
  ZSubmitSession,
  ZSubmitSettings,
  ZUploadToken,
  ZUploadTokenQuery,
} from '../submit.ts';
import { P, V2 } from './paths.ts';

/**
 * The submission area (spec 3 §7 "Submission"; server: modules/submit). The gate lets in
 * speakers, submitters and organisers; the service then limits a speaker to their own
 * presentations and posters (403 for anyone else's).
 */
export const submitApi = {
  settings: defineRoute({
    method: 'GET',
    path: `${P}/submit`,
    access: 'submitter',
    summary: 'Submit settings of the event (spec 3 §3)',
    params: ZPlatformParams,
    response: ZSubmitSettings,
  }),
  presentations: defineRoute({
    method: 'GET',
    path: `${V2}/submit/presentations`,
    access: 'submitter',
    summary: 'Presentations (or, with posters=true, posters) the caller may submit files for',
    params: ZPlatformParams,
    query: ZSubmitListQuery,
    response: z.array(ZSubmitPresentation),
  }),
  sessions: defineRoute({
    method: 'GET',
    path: `${V2}/submit/sessions`,
    access: 'submitter',
    summary: 'Sessions with their presentations, view only (spec 3 §2)',
    params: ZPlatformParams,
    response: z.array(ZSubmitSession),
  }),
  token: defineRoute({
    method: 'GET',
    path: `${V2}/submit/presentations/:id/token`,
    access: 'submitter',
    summary: 'Where to upload a file of the presentation (sasUri) and where it will live (blobUri)',
    params: ZSubmitPresentationParams,
    query: ZUploadTokenQuery,
    response: ZUploadToken,
    // 409: the permission questions first; 413: a declared size over the event's limit.
    answers: [409, 413],
  }),
  register: defineRoute({
    method: 'PUT',
    path: `${V2}/submit/presentations/:id`,
    access: 'submitter',
    summary: 'Register an uploaded file once its size and type are checked',
    params: ZSubmitPresentationParams,
    query: ZRegisterQuery,
    body: ZRegisterBody,
    response: ZSubmitPresentation,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: `${V2}/submit/presentations/:id`,
    access: 'submitter',
    summary: 'Remove a file of the presentation',
    params: ZSubmitPresentationParams,
    query: ZRemoveFileQuery,
    response: ZSubmitPresentation,
  }),
  answer: defineRoute({
    method: 'PUT',
    path: `${V2}/submit/presentations/:id/:answer`,
    access: 'submitter',
    summary:
      'Answer a permission question: authoriserecord, authorisepublish, conflictofinterest, customauthorisation1–5',
    params: ZSubmitAnswerParams,
    query: ZAnswerQuery,
    response: ZSubmitPresentation,
  }),
} as const;

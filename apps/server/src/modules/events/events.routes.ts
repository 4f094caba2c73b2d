import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import { guestListFileName } from '@brewline/contracts/events';
import {
  EventParamsSchema,
  type Guest,
  GuestCheckInSchema,
  GuestListSchema,
  GuestParamsSchema,
  GuestRefundSchema,
} from '@brewline/contracts/schemas/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../lib/principal';
import { actorOf } from '../../lib/actor';
import { sendSpreadsheet, type SpreadsheetColumn } from '../../lib/spreadsheet-stream';
import { GUEST_LIST_SHEET_NAME } from './events.rules';
import type { EventsService } from './events.service';

/** The guest list belongs to the menu (navigation: eventGuests needs menuBuilding, like the builder that links to it). */
const menuBuilding = { access: { shop: 'menuBuilding' } } as const;
const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** The download's columns: the screen's (Name, Email, Phone, PurchaseDate, Refund), then ours. */
export const GUEST_LIST_COLUMNS: SpreadsheetColumn<Guest>[] = [
  { header: 'Name', type: 'text', key: 'name', width: 24 },
  { header: 'Email', type: 'text', key: 'email', width: 30 },
  { header: 'Phone', type: 'text', key: 'phone', width: 16 },
  { header: 'PurchaseDate', type: 'datetime', key: 'purchaseDate' },
  { header: 'Refund', type: 'datetime', key: 'refundedAt' },
  { header: 'Tickets', type: 'number', key: 'tickets' },
  { header: 'Amount', type: 'money', key: 'amountCents' },
  { header: 'Checked In', type: 'datetime', key: 'checkedInAt' },
  { header: 'Order ID', type: 'number', key: 'orderId' },
];

export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (app, { events }) => {
  app.get(
    '/api/shops/:shopId/events/:menuItemId/guests',
    {
      config: menuBuilding,
      schema: {
        tags: ['events'],
        summary: "An event item's guests, earliest purchase first, with the tickets checked in of those held",
        params: EventParamsSchema,
        response: { 200: GuestListSchema, ...errors },
      },
    },
    async (request) => events.guestList(request.params.shopId, request.params.menuItemId),
  );

  app.get(
    '/api/shops/:shopId/events/:menuItemId/guests.xlsx',
    {
      config: menuBuilding,
      schema: {
        tags: ['events'],
        summary: 'GuestList-{event}.xlsx: the guest list as one sheet named Orders',
        params: EventParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { eventName, guests } = await events.guestsForExport(
        request.params.shopId,
        request.params.menuItemId,
        actorOf(request),
        guestListFileName,
      );
      return sendSpreadsheet(reply, {
        fileName: guestListFileName(eventName),
        sheetName: GUEST_LIST_SHEET_NAME,
        columns: GUEST_LIST_COLUMNS,
        rows: guests,
      });
    },
  );

  app.put(
    '/api/shops/:shopId/events/:menuItemId/guests/:orderItemId/refund',
    {
      config: menuBuilding,
      schema: {
        tags: ['events'],
        summary:
          'Refund one guest exactly once through the payment provider: the tickets go back on sale, a type-2 ' +
          'transaction is written, the order becomes refunded or partially_refunded. 409 guestAlreadyRefunded for any other ' +
          'request for the same guest; 502 guestRefundFailed when the provider refuses (nothing is written)',
        params: GuestParamsSchema,
        response: { 200: GuestRefundSchema, ...errors, 409: ApiErrorSchema, 502: ApiErrorSchema },
      },
    },
    async (request) =>
      events.refund(
        request.params.shopId,
        request.params.menuItemId,
        request.params.orderItemId,
        principalOf(request).loginId,
        request.log,
        actorOf(request),
      ),
  );

  app.put(
    '/api/shops/:shopId/events/:menuItemId/guests/:orderItemId/check-in',
    {
      config: menuBuilding,
      schema: {
        tags: ['events'],
        summary: 'Check a guest in at the door (again: keeps the first time); 409 guestRefundedNoCheckIn for a refunded guest',
        params: GuestParamsSchema,
        response: { 200: GuestCheckInSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) =>
      events.checkIn(request.params.shopId, request.params.menuItemId, request.params.orderItemId, principalOf(request).loginId),
  );

  app.delete(
    '/api/shops/:shopId/events/:menuItemId/guests/:orderItemId/check-in',
    {
      config: menuBuilding,
      schema: {
        tags: ['events'],
        summary: 'Undo a check-in',
        params: GuestParamsSchema,
        response: { 200: GuestCheckInSchema, ...errors },
      },
    },
    async (request) => events.undoCheckIn(request.params.shopId, request.params.menuItemId, request.params.orderItemId),
  );
};

import type * as core from '@town/core';

/** The actions the public screens call, by name (types only: no zod in the bundle). */
interface ActionDefs {
  createOrder: typeof core.createOrder;
  sendFordoList: typeof core.sendFordoList;
  findOrders: typeof core.findOrders;
  bookAppointment: typeof core.bookAppointment;
  bookLabTest: typeof core.bookLabTest;
  requestMedicalAssistance: typeof core.requestMedicalAssistance;
  sendContactMessage: typeof core.sendContactMessage;
}

export type ActionName = keyof ActionDefs;
export type ActionInput<N extends ActionName> = core.InputOf<ActionDefs[N]>;
export type ActionResult<N extends ActionName> = core.ResultOf<ActionDefs[N]>;

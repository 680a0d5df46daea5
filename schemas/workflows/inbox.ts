// The work inbox (GET /admin/inbox, server/inbox): per section, the records waiting for a step the signed-in person
// may take. Declared once; the server builds it and the dashboard and the bell read it.

/** An analysis sheet's test items (names in the reader's language), method and sample count. */
export interface SheetAbout {
  parameters: string[];
  methodNo: string | null;
  samples: number;
}

/** One record waiting for a step. */
export interface InboxItem {
  id: number;
  no: string;
  status: string;
  dueBy?: string | null;
  orderId?: number | null;
  type?: string | null;
  about?: SheetAbout;
  /** an open corrective action's (section correctiveActions, issue 31) */
  actionNo?: string;
  chartName?: string;
  qcNo?: string;
  /** a raw record's own QC (a calibration check) has no QC sheet: the run's analysis sheet */
  analysisNo?: string;
  openedAt?: string;
}

export interface InboxSection {
  key: string;
  count: number;
  items: InboxItem[];
}

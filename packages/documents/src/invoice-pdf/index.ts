// The invoice documents of an issued invoice or avoir: its Factur-X XML, and (invoice-pdf) its
// Factur-X PDF. The server renders them for GET /api/v1/invoices/{id}/pdf and /factur-x.xml.
export { EN16931_GUIDELINE, invoiceCiiXml } from '../factur-x/cii-xml.ts';
export {
  assertInvoiceDocument,
  type InvoiceDocument,
  InvoiceDocumentError,
  type InvoiceSeller,
  type PostalAddress,
  precedingInvoices,
  sirenOf,
  siteAddressOf,
} from '../factur-x/document.ts';
export { invoiceFileName, invoicePdf } from './build.ts';

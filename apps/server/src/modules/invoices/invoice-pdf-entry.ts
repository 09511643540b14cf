// Bundled apart from the server (dist/invoice-pdf-lazy.mjs), loaded on use: see invoice-pdf-lazy.mjs.
export { invoiceCiiXml, invoiceFileName, invoicePdf } from '@courant/documents/invoice';

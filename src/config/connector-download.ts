/**
 * Where the Bitrix24 reference connector's archive is published on the site: written there by the
 * build plugin (src/plugins/build/connector-download), shown as a download command on the connector's
 * install pages (src/components/ConnectorDownload).
 */
export const CONNECTOR_DOWNLOAD = '/downloads/pitel-bitrix24-connector.tgz';

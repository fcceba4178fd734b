/**
 * `<ConnectorDownload />`: the command that downloads the Bitrix24 reference connector's archive to the
 * server's `/tmp`, with this site's own address (Docusaurus's `useBaseUrl`, absolute: the build's `url` and
 * `baseUrl`), so that the command runs as copied wherever the site is published. A bash code block, as the theme
 * renders any other (copy button included); the page's Markdown twin shows it as a code block too.
 */
import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CodeBlock from '@theme/CodeBlock';
import {CONNECTOR_DOWNLOAD} from '@site/src/config/connector-download';

export function ConnectorDownload(): ReactNode {
  const address = useBaseUrl(CONNECTOR_DOWNLOAD, {absolute: true});
  return <CodeBlock language="bash">{`curl -fsSL -o /tmp/pitel-bitrix24-connector.tgz ${address}`}</CodeBlock>;
}

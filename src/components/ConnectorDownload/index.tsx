/**
 * `<ConnectorDownload />`: the command that downloads the Bitrix24 reference connector's archive to the
 * server's `/tmp`, with this site's own address (Docusaurus's `url`, the `SITE_URL` of the build), so
 * that the command runs as copied wherever the site is published. A bash code block, as the theme
 * renders any other (copy button included); the page's Markdown twin shows it as a code block too.
 */
import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import {CONNECTOR_DOWNLOAD} from '@site/src/config/connector-download';

export function ConnectorDownload(): ReactNode {
  const {url} = useDocusaurusContext().siteConfig;
  return (
    <CodeBlock language="bash">{`curl -fsSL -o /tmp/pitel-bitrix24-connector.tgz ${url}${CONNECTOR_DOWNLOAD}`}</CodeBlock>
  );
}

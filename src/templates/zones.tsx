import { graphql, type HeadFC, type PageProps } from "gatsby"
import React, { useMemo } from "react"
import { Seo } from "../components/seo/Seo"
import { site } from "../config/site"
import { ZonesRegister } from "../features/zones/ZonesRegister"
import { ZONES_PATH } from "../lib/paths"

export const query = graphql`
  query ZonesPage {
    allZone(sort: { position: ASC }) {
      nodes {
        ...ZoneCard
      }
    }
    allZoneState(sort: { position: ASC }) {
      nodes {
        name
      }
    }
  }
`

export default function ZonesPage({ data }: PageProps<Queries.ZonesPageQuery>) {
  const states = useMemo(() => data.allZoneState.nodes.map(state => state.name), [data])
  return <ZonesRegister zones={data.allZone.nodes} states={states} />
}

export const Head: HeadFC<Queries.ZonesPageQuery> = () => (
  <Seo
    title={`Zonas Arqueológicas de México - INAH | ${site.host}`}
    description="Mi registro personal de las zonas arqueológicas de México que he visitado, con la lista del INAH: busca por nombre, filtra por estado y mira cuántas me faltan."
    path={ZONES_PATH}
    lang="es"
  />
)

import { graphql, type HeadFC, type PageProps } from "gatsby"
import React, { useMemo } from "react"
import { Seo } from "../../components/seo/Seo"
import { site } from "../../config/site"
import type { ZoneCardZone } from "../../features/zones/ZoneCard"
import { ZonesRegister } from "../../features/zones/ZonesRegister"

export const query = graphql`
  query ZonesPage {
    allZone(sort: { position: ASC }) {
      nodes {
        zoneId
        state
        name
        visited
        status
        statusDetail
        imageUrl
        photo {
          childImageSharp {
            gatsbyImageData(width: 480, aspectRatio: 1.6, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
          }
        }
      }
    }
    allZoneState {
      nodes {
        name
      }
    }
  }
`

export default function ZonesPage({ data }: PageProps<Queries.ZonesPageQuery>) {
  const states = useMemo(() => data.allZoneState.nodes.map(state => state.name), [data])
  return <ZonesRegister zones={data.allZone.nodes as readonly ZoneCardZone[]} states={states} />
}

export const Head: HeadFC<Queries.ZonesPageQuery> = () => (
  <Seo
    title={`Zonas Arqueológicas de México - INAH | ${site.host}`}
    description="Mi registro personal de las zonas arqueológicas de México que he visitado, con la lista del INAH: busca por nombre, filtra por estado y mira cuántas me faltan."
    path="/projects/inah"
    lang="es"
  />
)

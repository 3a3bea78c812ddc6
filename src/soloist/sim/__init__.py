"""Simulation: many seeded games with a stand-in for the person, and their statistics."""
